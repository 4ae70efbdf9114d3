import * as v from 'valibot';
import { DetailWordsSchema } from '../../core/errors.ts';

/**
 * How a plagiarism scan reached the service. The service fetches an address itself, without the
 * user's sign-ins, so what it cannot fetch is sent as a file instead:
 * - url: the page's address (a public page);
 * - text: the text the user sees, as a UTF-8 .txt file (a selection, a page behind a sign-in or
 *   on a private network, a PDF over the file limit, a Google Doc, pasted text, or the user's
 *   choice);
 * - file: a PDF's (or a linked document's) own bytes, fetched with the user's session;
 * - ocr: an image of text, read by the service's OCR in a chosen language.
 * Records made before routes existed have none: they were sent by address.
 */
export const TEXT_ROUTE_REASONS = [
  'selection',
  'not-public',
  'signed-in',
  'chosen',
  'pdf-too-large',
  'google-doc',
  'pasted',
  /** A linked document of a type the service does not take (its text read here is sent). */
  'document-type',
  /** A linked document over the size the service takes. */
  'document-too-large',
] as const;
export type TextRouteReason = (typeof TEXT_ROUTE_REASONS)[number];

/** Why a page went by address: it looked public, the comparison could not run, or by choice. */
export const URL_ROUTE_REASONS = ['public', 'unchecked', 'chosen'] as const;

const Filename = v.pipe(v.string(), v.minLength(5), v.maxLength(255));

export const ScanRouteSchema = v.variant('route', [
  v.object({
    route: v.literal('url'),
    why: v.optional(v.picklist(URL_ROUTE_REASONS)),
  }),
  v.object({
    route: v.literal('text'),
    filename: Filename,
    why: v.picklist(TEXT_ROUTE_REASONS),
    /** What the comparison saw, in the user's words ("without your cookies it answers 403"). */
    detail: v.optional(v.pipe(v.string(), v.maxLength(300))),
    /** The same in catalogue words, for the reader's language. */
    detailWords: v.optional(DetailWordsSchema),
  }),
  v.object({
    route: v.literal('file'),
    filename: Filename,
    /** Where the file is fetched from again (a resumed or confirmed scan sends it anew). */
    fileUrl: v.string(),
    bytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** A class set's file: its bytes are kept in the batch files store under this key. */
    batchFileId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  v.object({
    route: v.literal('ocr'),
    filename: Filename,
    imageSrc: v.string(),
    langCode: v.string(),
  }),
]);
export type ScanRoute = v.InferOutput<typeof ScanRouteSchema>;

/** The user's choice for a page: let the rule decide, or force one of the two routes. */
export const PAGE_ROUTE_CHOICES = ['auto', 'url', 'text'] as const;
export type PageRouteChoice = (typeof PAGE_ROUTE_CHOICES)[number];

export function routeOf(record: { submission?: ScanRoute | undefined }): ScanRoute {
  return record.submission ?? { route: 'url' };
}
