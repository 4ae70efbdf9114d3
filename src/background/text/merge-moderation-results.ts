import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import { sumDefined } from '../../shared/text/sum-defined.ts';
import { moderationSpans, type ModerationResult } from '../../api/endpoints/moderation-result.ts';

export interface ModeratedPart {
  /** Offset of the part in the whole text. */
  start: number;
  result: ModerationResult;
}

/**
 * Joins the moderation results of the parts of a long text. Each part has its own legend (label
 * indexes are per response), so spans are resolved to label ids first and re-indexed against one
 * legend for the whole text.
 */
export function mergeModerationResults(parts: ModeratedPart[]): ModerationResult {
  const [first] = parts;
  if (!first) throw new RangeError('nothing to merge');
  if (parts.length === 1) return first.result;
  const legendIds: string[] = [];
  const indexOf = (id: string): number => {
    const found = legendIds.indexOf(id);
    if (found >= 0) return found;
    legendIds.push(id);
    return legendIds.length - 1;
  };
  const labels: number[] = [];
  const starts: number[] = [];
  const lengths: number[] = [];
  for (const part of parts) {
    for (const span of moderationSpans(part.result)) {
      // A span whose index the legend does not list cannot be named; keep it under "unknown".
      labels.push(indexOf(span.label ?? 'unknown'));
      starts.push(span.start + part.start);
      lengths.push(span.length);
    }
  }
  const documents = parts.map((p) => p.result.scannedDocument);
  return {
    ...first.result,
    modelVersion: [...new Set(parts.map((p) => p.result.modelVersion).filter(Boolean))].join(', '),
    moderations: { text: { chars: { labels, starts, lengths } } },
    legend: legendIds.map((id, index) => ({ index, id })),
    scannedDocument: {
      ...first.result.scannedDocument,
      totalWords: sumDefined(documents.map((d) => d?.totalWords)),
      actualCredits: sumDefined(documents.map(creditsCharged)),
    },
  };
}
