/**
 * What the service posts to `webhooks.url` when an AI video detection ends, and its reading into
 * the extension's VideoFindings. The response page documents:
 *   model,
 *   audioResult  { starts[], lengths[], exclude { starts[], lengths[] } }   (milliseconds)
 *   visualResult { …the same… },
 *   summary { audioAIRatio, visualAIRatio, overallAIRatio }                  (0.0–1.0)
 *   videoInfo { duration }                                                   (seconds)
 *   metadata  { …C2PA provenance: generating tool, issuer, timestamp… }
 *   scannedDocument { scanId, credits… }
 * Where it leaves things open, every plausible form is read: the ratios under `summary` or at the
 * top (the product page names `overallAIRatio` alone), key case as sent in PascalCase too; the
 * metadata at the top or under `videoInfo` (as the image answer's is under `imageInfo`), flat or
 * under `c2pa`, with the image answer's names (`appOrDeviceUsed`, `issuedBy`, `issuedTime`) or
 * plain ones; ratios in 0–1, or 1–100 read as percentages (nothing in 0–1 can be one).
 * Ranges are made safe for drawing: pairs beyond the shorter array dropped, negative or empty
 * ones dropped, whole milliseconds, in time order, overlaps merged, cut at the video's end.
 * Failures come as `{ error: {…} }` (the async image job's form) and read as an error.
 * Browser-free: the worker and the relay's loose check import it.
 */
import * as v from 'valibot';
import { appError, err, ok, type AppError, type Result } from '../../core/errors.ts';
import { creditsCharged, ScannedDocumentSchema } from './common-schemas.ts';

/*
 * The findings' shape is the extension's VideoFindings (src/shared/video/video-findings.ts). The
 * service client imports only src/core (eslint.zones.js), so the shape is restated here; being
 * structural types, each is assignable to the other, and the unit test
 * (test/unit/api/endpoints/video-detection-result.test.ts) fails to compile if they drift.
 */

/** A stretch of the video, in whole milliseconds. */
export interface VideoTimeRange {
  startMs: number;
  lengthMs: number;
}

export interface VideoTrackFindings {
  ai: VideoTimeRange[];
  excluded: VideoTimeRange[];
  /** 0–1. */
  ratio?: number;
}

export interface VideoProvenanceFindings {
  tool?: string;
  issuer?: string;
  signedAt?: string;
}

/** = VideoFindings of src/shared/video/video-findings.ts. */
export interface VideoFindingsRead {
  model?: string;
  overallRatio?: number;
  visual: VideoTrackFindings;
  audio: VideoTrackFindings;
  durationMs?: number;
  provenance?: VideoProvenanceFindings;
}

const Loose = v.looseObject({});
const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

const RangesLikeSchema = v.looseObject({
  starts: maybe(v.array(v.unknown())),
  lengths: maybe(v.array(v.unknown())),
});

const TrackSchema = v.looseObject({
  ...RangesLikeSchema.entries,
  exclude: maybe(RangesLikeSchema),
});

/** The result payload, loosely: what must be there for it to be a result at all. */
export const VideoDetectionResultSchema = v.pipe(
  v.looseObject({
    model: maybe(v.string()),
    audioResult: maybe(TrackSchema),
    visualResult: maybe(TrackSchema),
    summary: maybe(Loose),
    videoInfo: maybe(Loose),
    metadata: maybe(Loose),
    scannedDocument: maybe(ScannedDocumentSchema),
  }),
  v.check(
    (payload) =>
      pick(payload, 'audioResult') !== undefined || pick(payload, 'visualResult') !== undefined,
    'neither audioResult nor visualResult is present',
  ),
);

/** A failed job: `{ error: { type?, id?, code?, message? } }` or `{ error: "…" }`. */
export const VideoFailureSchema = v.looseObject({
  error: v.union([
    v.looseObject({
      type: maybe(v.string()),
      id: maybe(v.string()),
      code: maybe(v.union([v.number(), v.string()])),
      message: maybe(v.string()),
    }),
    v.string(),
  ]),
});

/** Either form the relay should take without a note. */
export const VideoResultWebhookSchema = v.union([VideoFailureSchema, VideoDetectionResultSchema]);

type Dict = Record<string, unknown>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first of `names` present in `source`, matched without regard to case. */
function pick(source: unknown, ...names: string[]): unknown {
  if (!isDict(source)) return undefined;
  for (const name of names)
    if (source[name] !== undefined && source[name] !== null) return source[name];
  const lower = new Map(Object.keys(source).map((key) => [key.toLowerCase(), key]));
  for (const name of names) {
    const key = lower.get(name.toLowerCase());
    if (key !== undefined && source[key] !== undefined && source[key] !== null) return source[key];
  }
  return undefined;
}

function finite(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function ratio(value: unknown): number | undefined {
  const n = finite(value);
  if (n === undefined || n < 0 || n > 100) return undefined;
  return n <= 1 ? n : n / 100;
}

/** Parallel arrays → ranges: extra entries of the longer array and unusable pairs dropped. */
function ranges(source: unknown, endMs: number | undefined): VideoTimeRange[] {
  const starts = pick(source, 'starts');
  const lengths = pick(source, 'lengths');
  if (!Array.isArray(starts) || !Array.isArray(lengths)) return [];
  const pairs: { start: number; end: number }[] = [];
  for (let i = 0; i < Math.min(starts.length, lengths.length); i++) {
    const start = finite(starts[i]);
    const length = finite(lengths[i]);
    if (start === undefined || length === undefined || length <= 0) continue;
    const from = Math.max(0, Math.round(start));
    const to = Math.min(Math.round(start + length), endMs ?? Number.POSITIVE_INFINITY);
    if (to > from) pairs.push({ start: from, end: to });
  }
  pairs.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: { start: number; end: number }[] = [];
  for (const pair of pairs) {
    const last = merged.at(-1);
    // Overlapping stretches become one; touching ones stay apart, as the service drew them.
    if (last && pair.start < last.end) last.end = Math.max(last.end, pair.end);
    else merged.push({ ...pair });
  }
  return merged.map(({ start, end }) => ({ startMs: start, lengthMs: end - start }));
}

function track(
  source: unknown,
  ratioValue: unknown,
  endMs: number | undefined,
): VideoTrackFindings {
  const share = ratio(ratioValue);
  return {
    ai: ranges(source, endMs),
    excluded: ranges(pick(source, 'exclude', 'excluded'), endMs),
    ...(share === undefined ? {} : { ratio: share }),
  };
}

function durationMs(payload: Dict): number | undefined {
  const info = pick(payload, 'videoInfo');
  const ms = finite(pick(info, 'durationMs'));
  if (ms !== undefined && ms > 0) return Math.round(ms);
  const seconds = finite(pick(info, 'duration'));
  return seconds !== undefined && seconds > 0 ? Math.round(seconds * 1000) : undefined;
}

const TOOL_NAMES = [
  'appOrDeviceUsed',
  'generatingTool',
  'generator',
  'tool',
  'softwareAgent',
  'claimGenerator',
];
const ISSUER_NAMES = ['issuedBy', 'issuer', 'issuingOrganization', 'signedBy', 'organization'];
const TIME_NAMES = ['issuedTime', 'issuedAt', 'signedAt', 'timestamp', 'creationTime', 'createdAt'];

function words(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, max);
}

function provenance(payload: Dict): VideoProvenanceFindings | undefined {
  const metadata = pick(payload, 'metadata') ?? pick(pick(payload, 'videoInfo'), 'metadata');
  const source = pick(metadata, 'c2pa') ?? metadata;
  const found: VideoProvenanceFindings = {};
  const tool = words(pick(source, ...TOOL_NAMES), 500);
  const issuer = words(pick(source, ...ISSUER_NAMES), 500);
  const signedAt = words(pick(source, ...TIME_NAMES), 100);
  if (tool !== undefined) found.tool = tool;
  if (issuer !== undefined) found.issuer = issuer;
  if (signedAt !== undefined) found.signedAt = signedAt;
  return Object.keys(found).length > 0 ? found : undefined;
}

const CREDIT_WORDS = /credit/i;

function failure(payload: v.InferOutput<typeof VideoFailureSchema>): AppError {
  const { error } = payload;
  const said = typeof error === 'string' ? error : error.message;
  const code = typeof error === 'string' ? undefined : (error.id ?? error.code ?? undefined);
  const message = `The service could not check the video: ${said ?? `error ${String(code)}`}`;
  const credits =
    (typeof error !== 'string' && error.id === 'insufficient_credits') ||
    CREDIT_WORDS.test(said ?? '');
  const refused = typeof error !== 'string' && error.type === 'invalid_request_error';
  const kind = credits ? 'credits' : refused ? 'invalid-input' : 'service';
  return appError(kind, message, code === undefined ? {} : { code: String(code) });
}

/**
 * The webhook's body read into the extension's VideoFindings (every value within that schema's
 * bounds), or the error the service (or the body) gave.
 */
export function readVideoFindings(payload: unknown): Result<VideoFindingsRead> {
  const result = v.safeParse(VideoDetectionResultSchema, payload);
  if (!result.success) {
    const failed = v.safeParse(VideoFailureSchema, payload);
    if (failed.success) return err(failure(failed.output));
    const issue = result.issues[0];
    return err(
      appError(
        'service',
        `The service's video result could not be read (${v.getDotPath(issue) ?? 'body'}: ${issue.message}).`,
      ),
    );
  }
  const body = result.output as Dict;
  const summary = pick(body, 'summary');
  const ratioOf = (name: string): unknown => pick(summary, name) ?? pick(body, name);
  const endMs = durationMs(body);
  const model = words(body['model'], 200);
  const overall = ratio(ratioOf('overallAIRatio'));
  const meta = provenance(body);
  return ok({
    ...(model === undefined ? {} : { model }),
    ...(overall === undefined ? {} : { overallRatio: overall }),
    visual: track(pick(body, 'visualResult'), ratioOf('visualAIRatio'), endMs),
    audio: track(pick(body, 'audioResult'), ratioOf('audioAIRatio'), endMs),
    ...(endMs === undefined ? {} : { durationMs: endMs }),
    ...(meta === undefined ? {} : { provenance: meta }),
  });
}

/** Credits the check cost, when the payload says. */
export function videoCreditsCharged(payload: unknown): number | undefined {
  const result = v.safeParse(VideoDetectionResultSchema, payload);
  if (!result.success) return undefined;
  return creditsCharged(result.output.scannedDocument ?? undefined);
}
