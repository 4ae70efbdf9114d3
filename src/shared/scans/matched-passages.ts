/**
 * The passages of a scanned text that a source matches, from the source's exported result: the
 * character ranges on the scanned document's side, per match type, checked against the text we
 * sent (a range past its end is dropped, not trusted). Pure.
 */
import type { ExportedResult } from '../../api/endpoints/exported-result.ts';
import type { MatchKind, ScanPassage } from './url-scan-result.ts';

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
