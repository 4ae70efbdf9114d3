/**
 * The `properties` object of a URL submission, one schema entry per property the spec and the
 * public facts name, with the service's limits checked before sending. Property names the spec
 * leaves unnamed come from the official SDK models (see service-facts.md).
 */
import * as v from 'valibot';
import { base64DecodedLength } from '../../core/base64.ts';
import { ScanIdSchema } from '../validation/ids.ts';
import { integerBetween } from '../validation/text.ts';
import { HeaderPairsSchema, HttpUrlSchema } from './common-schemas.ts';

const flag = (name: string) => v.optional(v.boolean(`${name} must be true or false.`));
const text = (name: string) => v.optional(v.string(`${name} must be text.`));
const choice = <const T extends readonly (string | number)[]>(name: string, values: T) =>
  v.optional(v.picklist(values, `${name} must be one of ${values.join(', ')}.`));

const idRef = (name: string) =>
  v.optional(v.object({ id: v.string(`${name}.id must be text.`) }, `${name} must be { id }.`));

const boundedStrings = (name: string, maxItems: number, minChars: number, maxChars: number) =>
  v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(`Each entry of ${name} must be text.`),
          v.minLength(minChars, `Entries of ${name} cannot be empty.`),
          v.maxLength(
            maxChars,
            (issue) =>
              `Entries of ${name} can be at most ${maxChars} characters; "${issue.input.slice(0, 40)}…" has ${issue.input.length}.`,
          ),
        ),
        `${name} must be a list.`,
      ),
      v.maxLength(
        maxItems,
        (issue) => `${name} can hold at most ${maxItems} entries; it has ${issue.input.length}.`,
      ),
    ),
  );

const hexColor = (name: string) =>
  v.optional(v.pipe(v.string(), v.hexColor(`${name} must be a hex colour such as #FE5758.`)));

/** Decoded size of the logo (base64, or a data: address of it), for the 100 kb limit. */
const logoBytes = (logo: string): number => base64DecodedLength(logo.replace(/^data:[^,]*,/, ''));

const PdfLogoSchema = v.optional(
  v.pipe(
    v.string('The PDF logo must be base64 text.'),
    v.check((logo) => logoBytes(logo) <= 100 * 1024, 'The PDF logo can be at most 100 kb.'),
  ),
);

const repositoryRef = v.object({
  id: v.string('repository id must be text.'),
  includeMySubmissions: flag('includeMySubmissions'),
  includeOthersSubmissions: flag('includeOthersSubmissions'),
});

const submissionsDb = v.object({
  includeMySubmissions: flag('includeMySubmissions'),
  includeOthersSubmissions: flag('includeOthersSubmissions'),
});

export const ScanPropertiesSchema = v.object({
  /** 0 scan now, 1 only check the credits it would cost, 2 index only (no credits). */
  action: choice('action', [0, 1, 2] as const),
  includeHtml: flag('includeHtml'),
  developerPayload: v.optional(
    v.pipe(
      v.string('developerPayload must be text.'),
      v.maxLength(
        512,
        (issue) => `developerPayload can be at most 512 characters; it has ${issue.input.length}.`,
      ),
    ),
  ),
  sandbox: flag('sandbox'),
  /** Scan life span in hours. */
  expiration: v.optional(integerBetween('expiration (hours)', 1, 2880)),
  /** Plagiarism sensitivity: 1 fastest to 5 most thorough. */
  sensitivityLevel: v.optional(integerBetween('Plagiarism sensitivity', 1, 5)),
  /** 0 maximum coverage, 1 maximum results. */
  scanMethodAlgorithm: choice('scanMethodAlgorithm', [0, 1] as const),
  customMetadata: v.optional(
    v.array(
      v.object({ key: v.string(), value: v.string() }),
      'customMetadata must be a list of { key, value }.',
    ),
  ),
  cheatDetection: flag('cheatDetection'),
  /** Case-sensitive IANA name, for the PDF report. */
  scanTimeZone: text('scanTimeZone'),
  /** PDF display language. */
  displayLanguage: choice('displayLanguage', ['en', 'es', 'de', 'fr', 'it', 'pt'] as const),
  author: idRef('author'),
  course: idRef('course'),
  assignment: idRef('assignment'),
  institution: idRef('institution'),
  webhooks: v.object(
    {
      /** `{STATUS}` in the URL is replaced by completed, error, creditsChecked or indexed. */
      status: HttpUrlSchema,
      newResult: v.optional(HttpUrlSchema),
      statusHeaders: v.optional(HeaderPairsSchema),
      newResultHeaders: v.optional(HeaderPairsSchema),
    },
    'webhooks.status (the status webhook address) is required.',
  ),
  aiGeneratedText: v.optional(
    v.object({
      detect: flag('aiGeneratedText.detect'),
      explain: v.optional(v.object({ enable: flag('aiGeneratedText.explain.enable') })),
      sensitivity: v.optional(integerBetween('AI detection sensitivity', 1, 3)),
    }),
  ),
  aiSourceMatch: v.optional(v.object({ enable: flag('aiSourceMatch.enable') })),
  internalAiSourceMatch: v.optional(v.object({ enable: flag('internalAiSourceMatch.enable') })),
  filters: v.optional(
    v.object({
      identicalEnabled: flag('identicalEnabled'),
      minorChangesEnabled: flag('minorChangesEnabled'),
      relatedMeaningEnabled: flag('relatedMeaningEnabled'),
      minCopiedWords: v.optional(integerBetween('minCopiedWords', 1, 1_000_000)),
      safeSearch: flag('safeSearch'),
      domains: v.optional(v.array(v.string(), 'filters.domains must be a list.')),
      /** 0 include only these domains, 1 exclude them. */
      domainsMode: choice('domainsMode', [0, 1] as const),
      allowSameDomain: flag('allowSameDomain'),
    }),
  ),
  scanning: v.optional(
    v.object({
      internet: flag('scanning.internet'),
      exclude: v.optional(
        v.object({
          idPattern: text('idPattern'),
          backlinksDomains: boundedStrings('Excluded backlink domains', 10, 1, 256),
          text: boundedStrings('Excluded phrases', 5, 1, 30),
        }),
      ),
      include: v.optional(v.object({ idPattern: text('idPattern') })),
      repositories: v.optional(v.array(repositoryRef)),
      copyleaksDb: v.optional(submissionsDb),
      crossLanguages: v.optional(
        v.object({
          languages: v.array(v.object({ code: v.string('language code must be text.') })),
        }),
      ),
    }),
  ),
  indexing: v.optional(
    v.object({
      repositories: v.optional(
        v.array(
          v.object({
            id: v.string(),
            /** 0 no masking, 1 mask unless owner, 2 mask all. */
            maskingPolicy: choice('maskingPolicy', [0, 1, 2] as const),
          }),
        ),
      ),
      copyleaksDb: flag('indexing.copyleaksDb'),
    }),
  ),
  exclude: v.optional(
    v.object({
      quotes: flag('exclude.quotes'),
      citations: flag('exclude.citations'),
      references: flag('exclude.references'),
      tableOfContents: flag('exclude.tableOfContents'),
      titles: flag('exclude.titles'),
      htmlTemplate: flag('exclude.htmlTemplate'),
      documentTemplateIds: v.optional(
        v.pipe(
          v.array(ScanIdSchema, 'documentTemplateIds must be a list of scan ids.'),
          v.maxLength(
            3,
            (issue) =>
              `At most 3 document templates can be excluded; ${issue.input.length} were given.`,
          ),
        ),
      ),
    }),
  ),
  pdf: v.optional(
    v.object({
      create: flag('pdf.create'),
      title: v.optional(
        v.pipe(
          v.string('pdf.title must be text.'),
          v.maxLength(
            256,
            (issue) => `The PDF title can be at most 256 characters; it has ${issue.input.length}.`,
          ),
        ),
      ),
      largeLogo: PdfLogoSchema,
      smallLogo: PdfLogoSchema,
      rtl: flag('pdf.rtl'),
      reportVersion: choice('pdf.reportVersion', ['v1', 'v2', 'v3', 'latest'] as const),
      /** Deprecated; reportVersion wins. */
      version: choice('pdf.version', [1, 2, 3] as const),
      // Official SDKs disagree on `title` vs `titles`; both are accepted and passed on.
      colors: v.optional(
        v.object({
          mainStrip: hexColor('pdf.colors.mainStrip'),
          title: hexColor('pdf.colors.title'),
          titles: hexColor('pdf.colors.titles'),
          identical: hexColor('pdf.colors.identical'),
          minorChanges: hexColor('pdf.colors.minorChanges'),
          relatedMeaning: hexColor('pdf.colors.relatedMeaning'),
        }),
      ),
    }),
  ),
  sensitiveDataProtection: v.optional(
    v.object({
      driversLicense: flag('driversLicense'),
      credentials: flag('credentials'),
      passport: flag('passport'),
      network: flag('network'),
      url: flag('url'),
      emailAddress: flag('emailAddress'),
      creditCard: flag('creditCard'),
      phoneNumber: flag('phoneNumber'),
    }),
  ),
  writingFeedback: v.optional(
    v.object({
      enable: flag('writingFeedback.enable'),
      score: v.optional(
        v.object({
          grammarScoreWeight: v.optional(weight('grammarScoreWeight')),
          mechanicsScoreWeight: v.optional(weight('mechanicsScoreWeight')),
          sentenceStructureScoreWeight: v.optional(weight('sentenceStructureScoreWeight')),
          wordChoiceScoreWeight: v.optional(weight('wordChoiceScoreWeight')),
        }),
      ),
    }),
  ),
  overview: v.optional(
    v.object({
      enable: flag('overview.enable'),
      ignoreAIDetection: flag('ignoreAIDetection'),
      ignorePlagiarismDetection: flag('ignorePlagiarismDetection'),
      ignoreWritingFeedback: flag('ignoreWritingFeedback'),
      ignoreAuthorData: flag('ignoreAuthorData'),
    }),
  ),
});

function weight(name: string) {
  const message = `${name} must be a number from 0.0 to 1.0.`;
  return v.pipe(v.number(message), v.minValue(0, message), v.maxValue(1, message));
}

export type ScanProperties = v.InferInput<typeof ScanPropertiesSchema>;
