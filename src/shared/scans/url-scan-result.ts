import * as v from 'valibot';

export const SOURCE_KINDS = ['internet', 'database', 'batch', 'repositories'] as const;

export const ScanSourceSchema = v.object({
  id: v.string(),
  kind: v.picklist(SOURCE_KINDS),
  title: v.optional(v.string()),
  url: v.optional(v.string()),
  introduction: v.optional(v.string()),
  matchedWords: v.optional(v.number()),
  /** The service tagged the source as likely AI-written itself (AI Source Match). */
  aiSource: v.optional(v.boolean()),
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

/** Longest quote of a passage kept in history. */
export const QUOTE_MAX = 400;

export const MATCH_KINDS = ['identical', 'minor-changes', 'related-meaning'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/**
 * One matched passage: characters `start`…`start+length` match a source. They count in our copy
 * of the text (the text sent, or the page read under the record's `source.textId`) when
 * `inText`, else in the service's own copy of the document (a PDF's), which only `quote` shows.
 */
export const ScanPassageSchema = v.object({
  sourceId: v.string(),
  start: v.pipe(v.number(), v.integer(), v.minValue(0)),
  length: v.pipe(v.number(), v.integer(), v.minValue(1)),
  match: v.picklist(MATCH_KINDS),
  /** The passage as the service has it, cut to 400 characters. */
  quote: v.optional(v.pipe(v.string(), v.maxLength(QUOTE_MAX))),
  inText: v.optional(v.boolean()),
});
export type ScanPassage = v.InferOutput<typeof ScanPassageSchema>;

/** Where the matched passages stand: read from the exported results, when the text is ours. */
export const PASSAGE_STATES = ['reading', 'read', 'failed'] as const;

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
  /** Matched passages in the text sent (text scans), from each source's exported result. */
  passages: v.optional(v.array(ScanPassageSchema)),
  passagesState: v.optional(v.picklist(PASSAGE_STATES)),
});
export type UrlScanResult = v.InferOutput<typeof UrlScanResultSchema>;
