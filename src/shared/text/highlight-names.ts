import { MODERATION_LABELS, type ModerationLabelId } from '../moderation-labels.ts';

/**
 * Highlights live in the page's document-wide registry (`CSS.highlights`), which the page's own
 * scripts can read and write. Their names are random for each tab and worker life, so a page
 * cannot find them by a known name and replace the verdict with its own.
 */
export const HIGHLIGHT_TOKEN = /^h[a-z0-9]{12}$/;

export function newHighlightToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `h${Array.from(bytes, (b) => (b % 36).toString(36)).join('')}`;
}

/** The registry name of one kind's highlight under a token (a valid CSS identifier). */
export function highlightName(token: string, kind: HighlightKind): string {
  return `${token}${HIGHLIGHT_KINDS.indexOf(kind)}`;
}

/**
 * What a highlighted span is: an AI or human section, a moderation label, or a passage a
 * plagiarism scan found elsewhere.
 */
export type HighlightKind = 'ai' | 'human' | 'match' | ModerationLabelId;

export const HIGHLIGHT_KINDS: readonly HighlightKind[] = [
  'ai',
  'human',
  ...MODERATION_LABELS.map((l) => l.id),
  // Last, so the indexes (and names) of the kinds before it stay as they were.
  'match',
];

export const HIGHLIGHT_STYLE: Record<HighlightKind, { name: string; color: string }> = {
  ai: { name: 'AI-written', color: 'rgba(255, 120, 60, 0.35)' },
  human: { name: 'Human-written', color: 'rgba(40, 160, 120, 0.18)' },
  match: { name: 'Found elsewhere', color: 'rgba(80, 110, 255, 0.3)' },
  ...(Object.fromEntries(
    MODERATION_LABELS.map((l) => [l.id, { name: l.name, color: l.color }]),
  ) as Record<ModerationLabelId, { name: string; color: string }>),
};

/**
 * The stylesheet for the named highlights, inserted by the worker as a user stylesheet: sections
 * get a background, moderation spans a wavy underline in their label's colour.
 */
export function highlightCss(token: string): string {
  return HIGHLIGHT_KINDS.map((kind) => {
    const { color } = HIGHLIGHT_STYLE[kind];
    const style =
      kind === 'ai' || kind === 'human' || kind === 'match'
        ? `background-color: ${color};`
        : `text-decoration: underline wavy ${color} 2px; text-underline-offset: 3px;`;
    return `::highlight(${highlightName(token, kind)}) { ${style} }`;
  }).join('\n');
}
