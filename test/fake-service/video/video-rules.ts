/**
 * The video endpoint's rules as the double applies them: the documented ones (model, extensions,
 * methods, 0.5 GB and 1 hour) and the one it has to assume, the price.
 */
import { badRequest, missingParameter, type ServiceError } from '../core/service-error.ts';

/** "AI Video 1 Pro", the one model the submit page lists. */
export const VIDEO_MODEL = 'ai-video-1-pro';

export const VIDEO_EXTENSIONS = [
  '.mp4',
  '.avi',
  '.mov',
  '.mkv',
  '.webm',
  '.flv',
  '.wmv',
  '.mpg',
  '.m4v',
  '.3gp',
  '.mxf',
];

export const VIDEO_VERBS = ['GET', 'POST', 'PUT'];

/** "Up to 0.5 GB": read strictly (decimal), as the image limit is. */
export const MAX_VIDEO_BYTES = 500_000_000;
/** "Up to 1 hour". */
export const MAX_VIDEO_MS = 60 * 60 * 1000;

/**
 * ASSUMED, not published: the price of a video check. The double charges this many credits per
 * started minute of video (a 12 s clip costs 1, a 61 s one 2), after reading its length; a
 * submit needs at least 1 credit to be accepted.
 */
export const VIDEO_CREDITS_PER_MINUTE = 1;

export function videoCredits(durationMs: number): number {
  return Math.max(1, Math.ceil(durationMs / 60_000)) * VIDEO_CREDITS_PER_MINUTE;
}

/** The scan id pattern of the submit page, capitals allowed too (older pages list them). */
const SCAN_ID_CHARACTERS = /^[A-Za-z0-9 !@$^&\-+%=_(){}<>';:/.",~`|]+$/;

export function checkScanIdCharacters(scanId: string): ServiceError | undefined {
  return SCAN_ID_CHARACTERS.test(scanId)
    ? undefined
    : badRequest('scanId has characters that are not allowed.', [
        { param: 'scanId', message: 'Letters, digits and !@$^&-+%=_(){}<>\';:/.",~`| only.' },
      ]);
}

const absent = (value: unknown): boolean => value === undefined || value === null || value === '';

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function invalid(param: string, message: string): ServiceError {
  return badRequest(`${param}: ${message}`, [{ param, message }]);
}

export interface VideoSubmission {
  url: string;
  filename: string;
  model: string;
  headers: [string, string][];
  verb: string;
  webhookUrl: string;
  sandbox: boolean;
}

function readHeaders(value: unknown): [string, string][] {
  if (absent(value)) return [];
  const pairs = Array.isArray(value) ? (value as unknown[]) : undefined;
  const valid =
    pairs?.every(
      (pair) =>
        Array.isArray(pair) &&
        pair.length === 2 &&
        typeof pair[0] === 'string' &&
        pair[0] !== '' &&
        typeof pair[1] === 'string',
    ) ?? false;
  if (!valid || !pairs) {
    throw invalid(
      'headers',
      'Each entry must be a two-element array ["Header-Name", "Header-Value"].',
    );
  }
  return pairs as [string, string][];
}

/**
 * The body checked in the order a person fixes it: every missing required field first (url,
 * filename, model, webhooks.url), then each value. Throws the service's 400.
 */
export function readVideoSubmission(body: unknown): VideoSubmission {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  const record = body as Record<string, unknown>;
  // The image endpoint's spelling `fileName` is taken too (its SDK models use it).
  const filename = record.filename ?? record.fileName;
  const webhooks = record.webhooks;
  const webhookUrl =
    webhooks && typeof webhooks === 'object'
      ? (webhooks as Record<string, unknown>).url
      : undefined;
  if (absent(record.url)) throw missingParameter('url');
  if (absent(filename)) throw missingParameter('filename');
  if (absent(record.model)) throw missingParameter('model');
  if (absent(webhookUrl)) throw missingParameter('webhooks.url');

  if (typeof record.url !== 'string' || !isHttpUrl(record.url)) {
    throw invalid('url', 'Must be a publicly accessible http or https URL.');
  }
  if (typeof filename !== 'string') throw invalid('filename', 'Must be a string.');
  if (filename.length > 255) throw invalid('filename', 'At most 255 characters.');
  const lower = filename.toLowerCase();
  if (!VIDEO_EXTENSIONS.some((extension) => lower.endsWith(extension))) {
    throw invalid('filename', `File type not supported. Allowed: ${VIDEO_EXTENSIONS.join(' ')}.`);
  }
  if (record.model !== VIDEO_MODEL) throw invalid('model', `Unknown model. Use ${VIDEO_MODEL}.`);
  if (typeof webhookUrl !== 'string' || !isHttpUrl(webhookUrl)) {
    throw invalid('webhooks.url', 'Must be an http or https URL.');
  }
  const verb = absent(record.verb) ? 'GET' : record.verb;
  if (typeof verb !== 'string' || !VIDEO_VERBS.includes(verb)) {
    throw invalid('verb', 'Supported values: GET, POST, PUT.');
  }
  const sandbox = record.sandbox ?? false;
  if (typeof sandbox !== 'boolean') throw invalid('sandbox', 'Must be true or false.');
  return {
    url: record.url,
    filename,
    model: record.model,
    headers: readHeaders(record.headers),
    verb,
    webhookUrl,
    sandbox,
  };
}
