import { MarksChangedNote } from '../checks/marks-changed-note.tsx';
import type { JSX } from 'preact';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { UrlScanResult } from '../../shared/scans/url-scan-result.ts';

const SHOWN = 12;
const QUOTE_CHARS = 220;

const MATCH_NAMES = {
  identical: 'identical',
  'minor-changes': 'minor changes',
  'related-meaning': 'related meaning',
} as const;

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_CHARS ? `${flat.slice(0, QUOTE_CHARS - 1)}…` : flat;
}

/**
 * The exact passages of the text sent that sources match, quoted from the text itself, with the
 * source each is found in. They are painted on the page too when the text came from it.
 */
export function ScanPassagesView({
  check,
  result,
}: {
  check: UrlScanCheck;
  result: UrlScanResult;
}): JSX.Element | null {
  if (result.sources.length === 0) return null;
  if (result.passagesState === 'reading') {
    return (
      <p class="muted" data-testid="scan-passages-reading">
        Finding the matched passages (the results come through your relay)…
      </p>
    );
  }
  if (result.passagesState === 'failed') {
    return (
      <p class="notice" data-testid="scan-passages-failed">
        The matched passages could not be read from the relay; the sources above are complete.
      </p>
    );
  }
  const passages = result.passages ?? [];
  if (result.passagesState !== 'read') return null;
  const titles = new Map(result.sources.map((s) => [s.id, s.title ?? s.url ?? 'a source']));
  const painted = check.source.textId !== undefined && passages.some((p) => p.inText !== false);
  return (
    <section class="scan-passages">
      <h2>
        Matched passages: <span data-testid="scan-passage-count">{passages.length}</span>
      </h2>
      {passages.length > 0 && painted && (
        <p class="muted">Marked on the page in blue where the text came from.</p>
      )}
      {painted && <MarksChangedNote checks={[check]} />}
      <ol data-testid="scan-passages">
        {passages.slice(0, SHOWN).map((p) => (
          <li
            key={`${p.sourceId}-${p.start}-${p.match}`}
            data-match={p.match}
            data-on-page={painted && p.inText !== false}
          >
            <q>{quote(p.quote ?? check.input.slice(p.start, p.start + p.length))}</q>
            <span class="muted">
              {' '}
              · {MATCH_NAMES[p.match]} · {titles.get(p.sourceId)}
              {painted && p.inText === false && ' · not in the text shown on the page'}
            </span>
          </li>
        ))}
      </ol>
      {passages.length > SHOWN && (
        <p class="muted">And {passages.length - SHOWN} more in the report.</p>
      )}
    </section>
  );
}
