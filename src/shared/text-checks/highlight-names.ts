import * as v from 'valibot';
import { MODERATION_LABELS, type ModerationLabelId } from './moderation-labels.ts';

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
 * What a highlighted span is: an AI or human section, a moderation label, a passage a
 * plagiarism scan found elsewhere, or an AI phrase inside an AI section (ai-phrases.ts).
 */
export type HighlightKind = 'ai' | 'human' | 'match' | 'phrase' | ModerationLabelId;

export const HIGHLIGHT_KINDS: readonly HighlightKind[] = [
  'ai',
  'human',
  ...MODERATION_LABELS.map((l) => l.id),
  // Last, so the indexes (and names) of the kinds before them stay as they were.
  'match',
  'phrase',
];

/**
 * The layers of marks on a page: a check's (AI sections and phrases, moderation labels) and a
 * plagiarism scan's matched passages. Each is painted, guarded and cleared alone, so showing one
 * never wipes the other. Each kind belongs to one layer, so their highlight names never meet.
 */
export const MARK_LAYERS = ['check', 'scan'] as const;
export type MarkLayer = (typeof MARK_LAYERS)[number];

export const layerOfKind = (kind: HighlightKind): MarkLayer =>
  kind === 'match' ? 'scan' : 'check';

export const HIGHLIGHT_STYLE: Record<HighlightKind, { name: string; color: string }> = {
  ai: { name: 'AI-written', color: 'rgba(255, 120, 60, 0.35)' },
  human: { name: 'Human-written', color: 'rgba(40, 160, 120, 0.18)' },
  match: { name: 'Found elsewhere', color: 'rgba(80, 110, 255, 0.3)' },
  phrase: { name: 'AI phrase', color: 'rgba(255, 120, 60, 0.35)' },
  ...(Object.fromEntries(
    MODERATION_LABELS.map((l) => [l.id, { name: l.name, color: l.color }]),
  ) as Record<ModerationLabelId, { name: string; color: string }>),
};

/**
 * Our highlights' priority: the highest a `long` holds, so a page's highlight can only tie with
 * ours, and a tie goes to the one registered last, which the content script's guard makes ours.
 */
export const MARK_PRIORITY = 2147483647;

/**
 * How one kind of mark looks: sections get a background, moderation spans a wavy underline in
 * their label's colour. `decoration` is the underline's colour (the text's own when absent).
 * The content script compares what the browser computes for our names with this (mark-looks.ts).
 */
export interface MarkLook {
  background: string;
  underline?: { style: 'double' | 'wavy'; decoration?: string; thickness: string; offset: string };
}

export function markLook(kind: HighlightKind): MarkLook {
  const { color } = HIGHLIGHT_STYLE[kind];
  if (kind === 'ai' || kind === 'human' || kind === 'match') return { background: color };
  // Over its section's background, a second layer of the same tint, and a solid double
  // underline in the text's own colour: told apart by shape and depth, not by hue alone, and
  // as legible on a dark page as on a light one.
  if (kind === 'phrase') {
    return { background: color, underline: { style: 'double', thickness: '1px', offset: '2px' } };
  }
  return {
    background: 'transparent',
    underline: { style: 'wavy', decoration: color, thickness: '2px', offset: '3px' },
  };
}

function lookCss({ background, underline }: MarkLook): string {
  const decoration = underline
    ? `text-decoration: underline ${underline.style} ${underline.decoration ?? 'currentColor'} ` +
      `${underline.thickness} !important; text-underline-offset: ${underline.offset} !important;`
    : 'text-decoration: none !important;';
  return `background-color: ${background} !important; ${decoration} text-shadow: none !important;`;
}

/**
 * The stylesheet for the named highlights (markLook). A page that lists the registry learns our
 * names and could restyle them, so every property that could forge a verdict (a background, an
 * underline, a shadow painted over ours) is set `!important` in an anonymous layer no page rule
 * can join: the worker inserts it as a user sheet where the browser paints those (Firefox; user
 * `!important` beats every page rule) and else as an injected author sheet, which Chromium orders
 * before the page's own, so its first layer's `!important` wins over theirs (measured, both
 * browsers). In a component's shadow tree the same sheet goes first among the adopted ones
 * (shadow-highlight-styles.ts).
 */
export function highlightCss(token: string): string {
  const rules = HIGHLIGHT_KINDS.map(
    (kind) => `::highlight(${highlightName(token, kind)}) { ${lookCss(markLook(kind))} }`,
  );
  return `@layer {\n${rules.join('\n')}\n}`;
}

/** A span of checked text to paint, and how: what the worker sends the page. */
export const HighlightSpanSchema = v.object({
  start: v.pipe(v.number(), v.integer(), v.minValue(0)),
  length: v.pipe(v.number(), v.integer(), v.minValue(1)),
  kind: v.picklist(HIGHLIGHT_KINDS),
  /** Words shown when the span is hovered or focused (an AI phrase's statistics). */
  tip: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** What a screen reader says on it (an AI phrase: its words and its figures). */
  label: v.optional(v.pipe(v.string(), v.maxLength(400))),
});
export type HighlightSpan = v.InferOutput<typeof HighlightSpanSchema>;
