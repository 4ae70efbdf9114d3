import * as v from 'valibot';
import { RelayUrlSchema } from './relay-address.ts';

/** Content left out of the comparison; names as the client's `properties.exclude` takes them. */
export const EXCLUSIONS = [
  { key: 'quotes', name: 'Quotes' },
  { key: 'citations', name: 'Citations' },
  { key: 'references', name: 'References' },
  { key: 'tableOfContents', name: 'Table of contents' },
  { key: 'titles', name: 'Titles' },
  { key: 'htmlTemplate', name: 'Repeated site header and footer' },
] as const;

/** Kinds of match to report; names as the client's `properties.filters` takes them. */
export const MATCH_FILTERS = [
  { key: 'identicalEnabled', name: 'Identical words' },
  { key: 'minorChangesEnabled', name: 'Minor changes' },
  { key: 'relatedMeaningEnabled', name: 'Related meaning (paraphrase)' },
] as const;

const flag = (fallback: boolean) => v.optional(v.boolean(), fallback);

export const ExclusionsSchema = v.object({
  quotes: flag(false),
  citations: flag(false),
  references: flag(false),
  tableOfContents: flag(false),
  titles: flag(false),
  htmlTemplate: flag(false),
});

export const ScanFiltersSchema = v.object({
  identicalEnabled: flag(true),
  minorChangesEnabled: flag(true),
  relatedMeaningEnabled: flag(true),
  /** Leave out adult content from the sources. */
  safeSearch: flag(false),
  /** Count sources on the scanned page's own site. */
  allowSameDomain: flag(false),
  /** Results with fewer copied words are dropped; absent: the service's default. */
  minCopiedWords: v.optional(
    v.pipe(
      v.number(),
      v.integer('The minimum of copied words is a whole number.'),
      v.minValue(1, 'The minimum of copied words is at least 1.'),
      v.maxValue(10_000, 'The minimum of copied words is at most 10 000.'),
    ),
  ),
});

/** Plagiarism sensitivity, 1 fastest to 5 most thorough (the service's default is 3). */
export const PlagiarismSensitivitySchema = v.picklist([1, 2, 3, 4, 5]);

/**
 * Settings of plagiarism scans (sandbox mode is the common setting). Kept apart from the text
 * check settings, in their own storage item; every field has a default, so an item saved by an
 * older version still loads.
 */
export const ScanSettingsSchema = v.object({
  /** Where the webhook relay listens; '' until the user sets it. */
  relayUrl: v.optional(RelayUrlSchema, ''),
  /** Ask the service for the cost first (action 1) and start only once the user agrees. */
  checkCreditsFirst: flag(false),
  aiTextDetection: flag(true),
  cheatDetection: flag(false),
  pdfReport: flag(true),
  /** Tag sources that are themselves likely AI-written (AI Source Match). */
  aiSourceMatch: flag(false),
  /** Language of the text in images sent for OCR ("Check image text for plagiarism"). */
  ocrLanguage: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, 'Pick a language from the list.')),
    'en',
  ),
  sensitivityLevel: v.optional(PlagiarismSensitivitySchema, 3),
  exclude: v.optional(ExclusionsSchema, {}),
  filters: v.optional(ScanFiltersSchema, {}),
});

export type ScanSettings = v.InferOutput<typeof ScanSettingsSchema>;

export const DEFAULT_SCAN_SETTINGS: ScanSettings = v.parse(ScanSettingsSchema, {});

/** The part of the settings a save may change (the relay token travels separately). */
export const ScanSettingsPatchSchema = v.partial(ScanSettingsSchema);
export type ScanSettingsPatch = v.InferInput<typeof ScanSettingsPatchSchema>;
