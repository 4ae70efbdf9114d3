/**
 * AI video detection: POST {base_url}/v1/ai-video-detector/{scanId}/submit, JSON, asynchronous.
 * The service answers 201 at once, downloads the video from `url` (with `headers`, by `verb`) and
 * posts the result to `webhooks.url` (read it with video-detection-result.ts). Body as the submit
 * page documents it: `url`, `headers`, `verb`, `filename` (with a video extension), `model`,
 * `webhooks.url`. `sandbox` is not documented for this endpoint (it is for the others); it is sent
 * only when asked for.
 *
 * The caller's scan id makes a repeat safe (the service refuses a reused id with 409), so a
 * submit whose answer was lost is sent again, and a 409 after such a loss means it arrived.
 */
import * as v from 'valibot';
import { err, ok, type Result } from '../../core/errors.ts';
import { segment, type Operation } from '../operation.ts';
import { submitOnceOperation } from './operation-shapes.ts';
import { checkFilename } from '../validation/image.ts';
import { validateInput } from '../validation/issues.ts';
import {
  VIDEO_EXTENSIONS,
  VideoHeaderPairsSchema,
  VideoUrlSchema,
  VideoVerbSchema,
  videoFileName,
} from '../validation/video.ts';
import { HttpUrlSchema, SandboxSchema } from './common-schemas.ts';

/** "AI Video 1 Pro", the one model the submit page lists. */
export const VIDEO_MODEL = 'ai-video-1-pro';

export const VideoDetectionRequestSchema = v.object({
  /** The video file's public address; the service downloads it. */
  url: VideoUrlSchema,
  /** With the container's extension; made from the address (videoFileName) when absent. */
  filename: v.optional(v.string()),
  model: v.optional(v.pipe(v.string(), v.minLength(1)), VIDEO_MODEL),
  /** Sent with the download of `url` (and, by the service, with the webhook call too). */
  headers: v.optional(VideoHeaderPairsSchema),
  /** How the service downloads `url`; GET when absent. */
  verb: v.optional(VideoVerbSchema),
  webhooks: v.object({ url: HttpUrlSchema }, 'webhooks.url is required.'),
  sandbox: SandboxSchema,
});

export type VideoDetectionRequest = v.InferInput<typeof VideoDetectionRequestSchema>;

/** The body as sent (what the submit page names). */
export interface VideoDetectionBody {
  url: string;
  filename: string;
  model: string;
  headers?: [string, string][];
  verb?: 'GET' | 'POST' | 'PUT';
  webhooks: { url: string };
  sandbox?: true;
}

export interface VideoSubmitAccepted {
  accepted: true;
  /** A repeat after a lost answer found the scan id taken: the first attempt got through. */
  alreadySubmitted?: true;
}

/** Validates and builds the body; nothing is sent on invalid input. */
export function buildVideoDetectionBody(input: VideoDetectionRequest): Result<VideoDetectionBody> {
  const parsed = validateInput(VideoDetectionRequestSchema, input);
  if (!parsed.ok) return parsed;
  const { url, filename, model, headers, verb, webhooks, sandbox } = parsed.value;
  const name = filename ?? videoFileName(url);
  const nameError = checkFilename(name, VIDEO_EXTENSIONS, 'filename');
  if (nameError) return err(nameError);
  return ok({
    url,
    filename: name,
    model,
    ...(headers && headers.length > 0 ? { headers } : {}),
    ...(verb ? { verb } : {}),
    webhooks: { url: webhooks.url },
    ...(sandbox ? { sandbox: true as const } : {}),
  });
}

export function videoDetectionOperation(
  scanId: string,
  input: VideoDetectionRequest,
): Result<Operation<VideoSubmitAccepted>> {
  const body = buildVideoDetectionBody(input);
  if (!body.ok) return body;
  return ok(
    submitOnceOperation<VideoSubmitAccepted>(
      {
        base: 'api',
        method: 'POST',
        path: `/v1/ai-video-detector/${segment(scanId)}/submit`,
        body: { type: 'json', value: body.value },
      },
      () => ok({ accepted: true }),
      () => ok({ accepted: true, alreadySubmitted: true }),
    ),
  );
}
