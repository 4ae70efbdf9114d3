/** How the spans of one highlight kind were painted, against the text that was sent. */
export interface SpanTally {
  /** Painted exactly: the characters of the span, nothing more, nothing less. */
  exact: number;
  /** Only part of the span painted (the rest reported as not shown). */
  partial: number;
  /** Not painted at all. */
  missing: number;
  /** Painted pieces that belong to no span: text painted that was not sent there. */
  wrong: number;
}

const visible = (text: string): string => text.replace(/\s+/g, '');

/**
 * Compares painted ranges with spans. White space is ignored (it is collapsed and trimmed);
 * every other character counts. `painted` is the text of each painted range in the order the
 * extension registered them (span order, then page order within a span).
 */
export function tallySpans(
  sent: string,
  spans: readonly { start: number; length: number }[],
  painted: readonly string[],
): SpanTally {
  const tally: SpanTally = { exact: 0, partial: 0, missing: 0, wrong: 0 };
  const expected = spans.map((s) => visible(sent.slice(s.start, s.start + s.length)));
  const queue = painted.map(visible).filter((p) => p.length > 0);
  expected.forEach((want, k) => {
    if (want === '') {
      tally.exact++;
      return;
    }
    let got = '';
    for (;;) {
      const head = queue[0];
      if (head === undefined || got.length >= want.length) break;
      if (want.startsWith(got + head)) {
        got += queue.shift();
        continue;
      }
      // A piece that fits neither this span nor a later one was painted where nothing was sent.
      const later = expected.slice(k + 1).some((w) => w.startsWith(head));
      if (got === '' && !later) {
        queue.shift();
        tally.wrong++;
        continue;
      }
      break;
    }
    if (got === want) tally.exact++;
    else if (got === '') tally.missing++;
    else tally.partial++;
  });
  tally.wrong += queue.length;
  return tally;
}
