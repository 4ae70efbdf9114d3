/**
 * The passages of a scanned text that a source matches, from the source's exported result: the
 * character ranges on the scanned document's side, per match type, checked against the text we
 * sent (a range past its end is dropped, not trusted). Pure.
 */
import type { ExportedResult } from '../../api/endpoints/exported-result.ts';
import { locatePassage, squeeze } from './locate-passage.ts';
import { QUOTE_MAX, type MatchKind, type ScanPassage } from '../../shared/scans/url-scan-result.ts';

const KEYS: [MatchKind, 'identical' | 'minorChanges' | 'relatedMeaning'][] = [
  ['identical', 'identical'],
  ['minor-changes', 'minorChanges'],
  ['related-meaning', 'relatedMeaning'],
];

export function passagesOf(
  sourceId: string,
  exported: ExportedResult,
  textLength: number,
): ScanPassage[] {
  const comparison = exported.text?.comparison;
  if (!comparison) return [];
  const passages: ScanPassage[] = [];
  for (const [match, key] of KEYS) {
    const chars = comparison[key]?.source?.chars;
    if (!chars) continue;
    chars.starts.forEach((start, i) => {
      const length = chars.lengths[i] ?? 0;
      const valid = Number.isInteger(start) && Number.isInteger(length) && start >= 0 && length > 0;
      if (valid && start + length <= textLength) passages.push({ sourceId, start, length, match });
    });
  }
  return passages;
}

/** Passages in text order; the same range matched by two sources is kept once per source. */
export function orderPassages(passages: readonly ScanPassage[]): ScanPassage[] {
  return [...passages].sort((a, b) => a.start - b.start || b.length - a.length);
}

/**
 * Passages found in the service's copy of the document, placed in ours: where our text holds the
 * same characters at the same place they are kept there; where the copies differ (white space,
 * line breaks) the passage is found by its words; a passage not found in our text keeps only its
 * quote. Without the service's copy (its export did not arrive), the offsets are taken as ours.
 */
export function placePassages(
  found: readonly ScanPassage[],
  serviceText: string | undefined,
  ourText: string | undefined,
): ScanPassage[] {
  const ours = ourText === undefined ? undefined : squeeze(ourText);
  let from = 0;
  return orderPassages(found).map((p) => {
    const quote = (serviceText ?? ourText ?? '').slice(p.start, p.start + p.length);
    const short = quote.slice(0, QUOTE_MAX);
    if (ourText === undefined || ours === undefined) return { ...p, quote: short, inText: false };
    if (serviceText === undefined || ourText.slice(p.start, p.start + p.length) === quote) {
      const fits = p.start + p.length <= ourText.length;
      if (fits) from = p.start + p.length;
      return { ...p, quote: short, inText: fits };
    }
    const placed = locatePassage(ours, quote, from);
    if (!placed) return { ...p, quote: short, inText: false };
    from = placed.start + placed.length;
    return { ...p, ...placed, quote: short, inText: true };
  });
}
