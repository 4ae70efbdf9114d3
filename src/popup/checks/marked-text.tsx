import type { JSX } from 'preact';
import { useT } from '../../ui/i18n/translated-page.tsx';

export interface Mark {
  start: number;
  length: number;
  className: string;
  title: string;
  /** A colour of its own (a moderation label's), instead of the class's. */
  color?: string;
}

/**
 * Page text keeps the source's line breaks and indentation; for reading, runs of white space
 * become one space, and a paragraph break (two or more newlines) stays one. Applied to each
 * piece separately, so the marks' offsets into the original text stay right.
 */
export function readableWhitespace(piece: string): string {
  return piece.replace(/\s+/g, (run) => ((run.match(/\n/g)?.length ?? 0) >= 2 ? '\n\n' : ' '));
}

/** A mark's colour in the key: a few no-break spaces, coloured. */
const SWATCH = '\u00a0\u00a0\u00a0';

/** What each colour of mark means, shown under the marked text. */
export function MarkKey({
  entries,
}: {
  entries: readonly { className: string; name: string; color?: string }[];
}): JSX.Element {
  const { t } = useT();
  return (
    <ul class="mark-key" aria-label={t('checks_colourKey')}>
      {entries.map((entry) => (
        <li key={entry.name}>
          <mark
            class={entry.className}
            aria-hidden="true"
            style={entry.color ? { '--mark': entry.color } : undefined}
          >
            {SWATCH}
          </mark>{' '}
          {entry.name}
        </li>
      ))}
    </ul>
  );
}

/** Longer texts are folded under a summary, open on request. */
export const FOLD_ABOVE_CHARS = 1_500;

/** More than this is cut from the view (the page highlights show everything). */
export const MAX_SHOWN_CHARS = 50_000;

/**
 * The checked text with stretches marked. Marks are assumed sorted and not overlapping (sections
 * tile the text; moderation spans do not overlap); an overlapping one is skipped.
 */
export function MarkedText({
  text,
  marks,
  label,
}: {
  text: string;
  marks: Mark[];
  /** What the marks are: "with … marked", said when a long text is folded away. */
  label: string;
}): JSX.Element {
  const { plural } = useT();
  const shown = text.slice(0, MAX_SHOWN_CHARS);
  const pieces: (string | JSX.Element)[] = [];
  let at = 0;
  for (const [index, mark] of marks.entries()) {
    if (mark.start < at || mark.start >= shown.length) continue;
    if (mark.start > at) pieces.push(readableWhitespace(shown.slice(at, mark.start)));
    const end = Math.min(shown.length, mark.start + mark.length);
    pieces.push(
      <mark
        key={index}
        class={mark.className}
        title={mark.title}
        style={mark.color ? { '--mark': mark.color } : undefined}
      >
        {readableWhitespace(shown.slice(mark.start, end))}
      </mark>,
    );
    at = end;
  }
  if (at < shown.length) pieces.push(readableWhitespace(shown.slice(at)));
  const body = (
    <div class="marked-text" data-testid="marked-text">
      {pieces}
      {text.length > shown.length && (
        <p class="muted">{plural('checks_moreCharacters', text.length - shown.length)}</p>
      )}
    </div>
  );
  // The popup is the one scroll container: a long text is folded, not given a scroller.
  if (text.length <= FOLD_ABOVE_CHARS) return body;
  return (
    <details class="marked-fold">
      <summary>{plural('checks_wholeText', text.length, label)}</summary>
      {body}
    </details>
  );
}
