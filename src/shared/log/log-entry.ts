import * as v from 'valibot';

/**
 * One line of the extension's own log, as kept by the worker and shown in Settings. Entries
 * are made redacted (./redact.ts): the schema bounds their size, so a stored or sent entry can
 * never carry a page's text or a whole response.
 */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where an entry was made. Content scripts log to the console only: a page cannot fill the log. */
export const LOG_RUNTIMES = ['worker', 'popup', 'options', 'content'] as const;
export type LogRuntime = (typeof LOG_RUNTIMES)[number];

/** The runtimes that send their entries to the worker (`log/append`). */
export const PAGE_RUNTIMES = ['popup', 'options'] as const;
export type PageRuntime = (typeof PAGE_RUNTIMES)[number];

export const LOG_LIMITS = {
  message: 300,
  scope: 40,
  /** Keys of `detail`, and their names' length. */
  detailKeys: 16,
  detailKey: 64,
  /** A detail value; only stacks come near it (others are cut far shorter). */
  detailValue: 1_200,
} as const;

/** `checks`, `scans/follow`, `uncaught`: lower case, short, says which part of the code spoke. */
export const LogScopeSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9/._-]*$/),
  v.maxLength(LOG_LIMITS.scope),
);

const DetailValueSchema = v.union([
  v.pipe(v.string(), v.maxLength(LOG_LIMITS.detailValue)),
  v.number(),
  v.boolean(),
  v.null(),
]);

/** Flat facts about an entry (`error.kind`, `status`, `stack`), never nested objects. */
export const LogDetailSchema = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(LOG_LIMITS.detailKey)), DetailValueSchema),
  v.check((detail) => Object.keys(detail).length <= LOG_LIMITS.detailKeys, 'Too many details.'),
);
export type LogDetail = v.InferOutput<typeof LogDetailSchema>;

const Time = v.pipe(v.number(), v.integer(), v.minValue(0));

const entryFields = {
  /** Epoch ms. */
  time: Time,
  level: v.picklist(LOG_LEVELS),
  runtime: v.picklist(LOG_RUNTIMES),
  scope: LogScopeSchema,
  message: v.pipe(v.string(), v.maxLength(LOG_LIMITS.message)),
  detail: v.optional(LogDetailSchema),
};

export const LogEntrySchema = v.object({
  ...entryFields,
  /** The same entry came this many more times (a loop, a poll), lastly at `lastTime`. */
  repeats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  lastTime: v.optional(Time),
});
export type LogEntry = v.InferOutput<typeof LogEntrySchema>;

/** What an extension page may hand the worker: one entry of its own, as it was made. */
export const PageLogEntrySchema = v.object({ ...entryFields, runtime: v.picklist(PAGE_RUNTIMES) });
