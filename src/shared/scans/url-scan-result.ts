import * as v from 'valibot';

export const SOURCE_KINDS = ['internet', 'database', 'batch', 'repositories'] as const;

export const ScanSourceSchema = v.object({
  id: v.string(),
  kind: v.picklist(SOURCE_KINDS),
  title: v.optional(v.string()),
  url: v.optional(v.string()),
  introduction: v.optional(v.string()),
  matchedWords: v.optional(v.number()),
});
export type ScanSource = v.InferOutput<typeof ScanSourceSchema>;

export const ScanAlertSchema = v.object({
  category: v.number(),
  code: v.optional(v.string()),
  title: v.optional(v.string()),
  message: v.optional(v.string()),
  severity: v.optional(v.number()),
});
export type ScanAlert = v.InferOutput<typeof ScanAlertSchema>;

/**
 * What a finished URL scan shows, distilled from the completed webhook so history keeps a small,
 * stable shape whatever extra fields the service sends.
 */
export const UrlScanResultSchema = v.object({
  /** Share of the page found elsewhere, 0–100. */
  aggregatedScore: v.number(),
  identicalWords: v.number(),
  minorChangedWords: v.number(),
  relatedMeaningWords: v.number(),
  totalWords: v.optional(v.number()),
  totalExcluded: v.optional(v.number()),
  credits: v.optional(v.number()),
  detectedLanguage: v.optional(v.string()),
  finalUrl: v.optional(v.string()),
  sources: v.array(ScanSourceSchema),
  alerts: v.array(ScanAlertSchema),
  /** From the suspected-ai-text alert, when AI detection ran and the alert carried its result. */
  aiDetection: v.optional(v.object({ ai: v.number(), human: v.number() })),
});
export type UrlScanResult = v.InferOutput<typeof UrlScanResultSchema>;
