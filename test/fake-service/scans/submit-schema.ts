import * as v from 'valibot';

const Int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const HeaderPairs = v.array(v.tuple([v.string(), v.string()]));

/** The status URL after {STATUS} substitution must still be a URL. */
const WebhookUrl = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.check((url) => URL.canParse(url.replaceAll('{STATUS}', 'completed')), 'Must be a URL.'),
);

const Webhooks = v.looseObject({
  status: WebhookUrl,
  newResult: v.optional(WebhookUrl),
  // The SDKs disagree on singular and plural; all four spellings are taken.
  statusHeaders: v.optional(HeaderPairs),
  statusHeader: v.optional(HeaderPairs),
  newResultHeaders: v.optional(HeaderPairs),
  newResultHeader: v.optional(HeaderPairs),
});

const Scanning = v.looseObject({
  internet: v.optional(v.boolean()),
  exclude: v.optional(
    v.looseObject({
      idPattern: v.optional(v.string()),
      backlinksDomains: v.optional(
        v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(256))), v.maxLength(10)),
      ),
      text: v.optional(
        v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(30))), v.maxLength(5)),
      ),
    }),
  ),
  include: v.optional(v.looseObject({ idPattern: v.optional(v.string()) })),
  crossLanguages: v.optional(v.looseObject({ languages: v.optional(v.array(v.looseObject({}))) })),
  repositories: v.optional(v.array(v.looseObject({}))),
});

/** Base64 PNG logo of at most 100 kb once decoded. */
const Logo = v.pipe(
  v.string(),
  v.check(
    (logo) => Buffer.byteLength(logo, 'base64') <= 100 * 1024,
    'The logo must be at most 100 kb.',
  ),
);

const Pdf = v.looseObject({
  create: v.optional(v.boolean(), false),
  title: v.optional(v.pipe(v.string(), v.maxLength(256))),
  largeLogo: v.optional(Logo),
  smallLogo: v.optional(Logo),
  rtl: v.optional(v.boolean()),
  version: v.optional(v.picklist([1, 2, 3])),
  reportVersion: v.optional(v.picklist(['v1', 'v2', 'v3', 'latest'])),
});

/** AI Source Match switches (release notes 2026: internet and the service's own database). */
const SourceMatch = v.looseObject({ enable: v.optional(v.boolean()) });

/** The scan properties, shared by the url, file and ocr submit routes. */
export const SubmitProperties = v.looseObject({
  action: v.optional(v.picklist([0, 1, 2]), 0),
  includeHtml: v.optional(v.boolean()),
  developerPayload: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(512)))),
  sandbox: v.optional(v.boolean(), false),
  expiration: v.optional(Int(1, 2880), 2880),
  sensitivityLevel: v.optional(Int(1, 5), 3),
  scanMethodAlgorithm: v.optional(v.picklist([0, 1])),
  cheatDetection: v.optional(v.boolean(), false),
  customMetadata: v.optional(v.array(v.looseObject({ key: v.string(), value: v.unknown() }))),
  aiGeneratedText: v.optional(
    v.looseObject({
      detect: v.optional(v.boolean(), false),
      explain: v.optional(v.looseObject({ enable: v.optional(v.boolean()) })),
      sensitivity: v.optional(Int(1, 3)),
    }),
  ),
  webhooks: Webhooks,
  exclude: v.optional(
    v.looseObject({
      documentTemplateIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(3))),
    }),
  ),
  scanning: v.optional(Scanning),
  pdf: v.optional(Pdf),
  filters: v.optional(v.looseObject({ domainsMode: v.optional(v.picklist([0, 1])) })),
  scanTimeZone: v.optional(v.string()),
  aiSourceMatch: v.optional(SourceMatch),
  internalAiSourceMatch: v.optional(SourceMatch),
});

export type SubmitProperties = v.InferOutput<typeof SubmitProperties>;

/** The body of submit/url. */
export const SubmitBody = v.looseObject({
  url: v.pipe(v.string(), v.nonEmpty()),
  verb: v.optional(v.picklist(['GET', 'POST', 'PUT', 'get', 'post', 'put'])),
  headers: v.optional(HeaderPairs),
  properties: SubmitProperties,
});

export type SubmitBody = v.InferOutput<typeof SubmitBody>;
