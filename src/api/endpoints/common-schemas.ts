/** Shapes shared by several endpoints: offset/length runs, the scanned-document block, headers. */
import * as v from 'valibot';

function isNumberList(input: unknown): input is number[] {
  if (!Array.isArray(input)) return false;
  for (const item of input as unknown[]) {
    if (typeof item !== 'number' || Number.isNaN(item)) return false;
  }
  return true;
}

/**
 * A list of numbers checked in one loop: an image mask has up to ~1.5 million of them and is
 * validated wherever a check is read (history, messages), where `v.array(v.number())` costs
 * about 50 times as much.
 */
const NumberListSchema = v.custom<number[]>(isNumberList, 'Expected a list of numbers.');

/** Parallel `starts`/`lengths` arrays; unequal lengths would break highlighting, so refused. */
export const RangesSchema = v.pipe(
  v.looseObject({
    starts: NumberListSchema,
    lengths: NumberListSchema,
  }),
  v.check(
    (ranges) => ranges.starts.length === ranges.lengths.length,
    'starts and lengths differ in length',
  ),
);

export type Ranges = v.InferOutput<typeof RangesSchema>;

/** Credits appear as `actualCredits` in most answers and `credits` in some; both are kept. */
export const ScannedDocumentSchema = v.looseObject({
  scanId: v.optional(v.string()),
  totalWords: v.optional(v.number()),
  totalExcluded: v.optional(v.number()),
  actualCredits: v.optional(v.number()),
  credits: v.optional(v.number()),
  expectedCredits: v.optional(v.number()),
  creationTime: v.optional(v.string()),
});

export type ScannedDocument = v.InferOutput<typeof ScannedDocumentSchema>;

export function creditsCharged(document: ScannedDocument | undefined): number | undefined {
  return document?.actualCredits ?? document?.credits;
}

/** The service's test mode: no credits spent, made-up results. Absent means off. */
export const SandboxSchema = v.optional(v.boolean('sandbox must be true or false.'));

/** `[["Name","Value"], …]` header lists of the submit and export bodies. */
export const HeaderPairsSchema = v.array(
  v.tuple(
    [
      v.pipe(v.string(), v.minLength(1, 'A header name is empty.')),
      v.string('A header value must be text.'),
    ],
    'Each header must be a [name, value] pair.',
  ),
  'Headers must be a list of [name, value] pairs.',
);

export const HttpUrlSchema = v.pipe(
  v.string('The address is missing.'),
  v.check((value) => {
    try {
      const protocol = new URL(value).protocol;
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false; // not a URL: the message below says so
    }
  }, 'The address must be a full http:// or https:// URL.'),
);
