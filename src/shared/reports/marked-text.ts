import type { Translator } from '../i18n/translator.ts';
import { labelName } from '../messages/page-words.ts';
import { moderationLabel } from '../text-checks/moderation-labels.ts';
import { markup, joinHtml, type SafeHtml } from './escape-html.ts';
import type { TextFindings } from './text-findings.ts';
import { cutText, type TextMark, type TextPiece } from './text-marks.ts';

/** A label's name in the reader's language; a label the extension does not know keeps its id. */
export function flagName(t: Translator, id: string | undefined): string {
  const known = moderationLabel(id ?? '');
  return known ? labelName(t, known.id) : (id ?? t.t('checks_flagged'));
}

/** A label's colour class, from the labels we know only (never a service string). */
const flagClass = (id: string | undefined): string =>
  moderationLabel(id ?? '') ? `flag-${id}` : 'flag-other';

const indexes = (marks: readonly TextMark[], kind: TextMark['kind']): string =>
  marks
    .filter((m) => m.kind === kind)
    .map((m) => m.index)
    .join(' ');

function pieceMarkup(text: string, piece: TextPiece, findings: TextFindings, t: Translator) {
  const words = text.slice(piece.start, piece.end);
  if (piece.marks.length === 0) return markup`${words}`;
  const classes: string[] = [];
  const endingFlags: string[] = [];
  for (const mark of piece.marks) {
    if (mark.kind === 'section') {
      classes.push(findings.sections[mark.index]!.ai ? 'sec-ai' : 'sec-human');
    } else if (mark.kind === 'phrase') classes.push('phrase');
    else {
      const flag = findings.flags[mark.index]!;
      classes.push('flag', flagClass(flag.label));
      if (mark.start + mark.length <= piece.end) endingFlags.push(flagName(t, flag.label));
    }
  }
  if (endingFlags.length) classes.push('flag-end');
  const sections = indexes(piece.marks, 'section');
  const phrases = indexes(piece.marks, 'phrase');
  const flags = indexes(piece.marks, 'flag');
  return markup`<span class="${[...new Set(classes)].join(' ')}"${sections && markup` data-sections="${sections}"`}${phrases && markup` data-phrases="${phrases}"`}${flags && markup` data-flags="${flags}"`}${endingFlags.length > 0 && markup` data-flag-names="${endingFlags.join(', ')}"`}>${words}</span>`;
}

/**
 * The whole text, every character as checked (white space kept), with each mark drawn over the
 * words it covers; `data-sections`, `data-phrases` and `data-flags` number the marks as the
 * report's tables do. `dir="auto"`: a right-to-left text reads right in any report's language.
 */
export function markedText(text: string, findings: TextFindings, t: Translator): SafeHtml {
  const marks: TextMark[] = [
    ...findings.sections.map((s, index) => ({ kind: 'section' as const, index, ...s })),
    ...findings.phrases.map((p, index) => ({ kind: 'phrase' as const, index, ...p })),
    ...findings.flags.map((f, index) => ({ kind: 'flag' as const, index, ...f })),
  ];
  const pieces = cutText(text.length, marks).map((piece) => pieceMarkup(text, piece, findings, t));
  return markup`<div class="checked-text" dir="auto" data-testid="report-text">${joinHtml(pieces)}</div>`;
}

/** What each mark in the text means, drawn as the text draws it. */
export function markLegend(findings: TextFindings, t: Translator): SafeHtml {
  const entries: [string, string][] = [];
  if (findings.sections.some((s) => s.ai)) entries.push(['sec-ai', t.t('kind_ai')]);
  if (findings.sections.some((s) => !s.ai)) entries.push(['sec-human', t.t('kind_human')]);
  if (findings.phrases.length) entries.push(['phrase', t.t('kind_phrase')]);
  const labels = [...new Set(findings.flags.map((f) => f.label))];
  for (const label of labels) entries.push([`flag ${flagClass(label)}`, flagName(t, label)]);
  if (entries.length === 0) return markup``;
  return markup`<h3>${t.t('report_legend')}</h3><ul class="legend">${entries.map(
    ([className, name]) => markup`<li><span class="${className}">${name}</span></li>`,
  )}</ul>`;
}
