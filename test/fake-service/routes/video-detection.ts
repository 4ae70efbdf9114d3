/**
 * POST /v1/ai-video-detector/{scanId}/submit, like the real one as far as it is documented:
 * authentication; scan id 3–36 characters of the documented set; the body checked (400 in the
 * error style in force, missing fields first); a reused scan id 409; at least 1 credit unless
 * sandbox (402); then 201 {} at once. Afterwards the job downloads `url` (by `verb`, with
 * `headers`, loopback only, up to 0.5 GB, 3 redirects, 30 s), reads the container and length
 * (video-file.ts), charges the assumed price (video-rules.ts) and posts the result
 * (video-result.ts) to `webhooks.url` with the service's retries, `headers` included. Any
 * failure after the 201 (download, unreadable file, over 1 hour, credits) is posted there as
 * `{ scanId, error: { type, id, code, message } }`, the async image job's form. Sandbox: the
 * fixed mock of video-segments.ts, nothing downloaded, nothing charged.
 */
import type { Hono } from 'hono';
import type { AccountRecord } from '../core/accounts.ts';
import { badRequest, conflict, insufficientCredits, ServiceError } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import { headerRecord, sendRequest } from '../delivery/outbound-http.ts';
import type { AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';
import { readJson } from '../http/json-body.ts';
import { checkId } from '../http/scan-id.ts';
import { readVideoFile } from '../video/video-file.ts';
import { videoResult } from '../video/video-result.ts';
import {
  checkScanIdCharacters,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_MS,
  readVideoSubmission,
  videoCredits,
  type VideoSubmission,
} from '../video/video-rules.ts';
import { SANDBOX_VIDEO_FINDINGS, videoFindingsFor } from '../video/video-segments.ts';

function errorPayload(scanId: string, error: ServiceError) {
  return {
    scanId,
    error: { type: error.type, id: error.id, code: error.code, message: error.message },
  };
}

async function download(submission: VideoSubmission, headers: Record<string, string>) {
  try {
    const answer = await sendRequest(submission.url, {
      method: submission.verb,
      headers,
      timeoutMs: 30_000,
      maxBytes: MAX_VIDEO_BYTES,
      maxRedirects: 3,
    });
    if (answer.status < 200 || answer.status >= 300) {
      throw badRequest(`The video URL answered ${answer.status}.`);
    }
    return answer.body;
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    const why = error instanceof Error ? error.message : String(error);
    throw badRequest(
      /too large/i.test(why)
        ? 'The video is larger than 0.5 GB.'
        : `Cannot download the video: ${why}`,
    );
  }
}

function analyse(
  state: ServiceState,
  account: AccountRecord,
  scanId: string,
  bytes: Uint8Array,
): unknown {
  const file = readVideoFile(bytes);
  if (!file.ok) {
    throw badRequest(
      file.why === 'format'
        ? 'The file is not a video format the service can read.'
        : 'The length of the video cannot be read from the file.',
    );
  }
  if (file.durationMs > MAX_VIDEO_MS) throw badRequest('The video is longer than 1 hour.');
  const credits = videoCredits(file.durationMs);
  if (!state.accounts.spend(account, credits)) throw insufficientCredits();
  return videoResult({
    scanId,
    findings: videoFindingsFor(bytes, file.durationMs),
    ...(file.provenance ? { provenance: file.provenance } : {}),
    credits,
    now: state.clock.now(),
  });
}

async function runJob(
  state: ServiceState,
  account: AccountRecord,
  scanId: string,
  submission: VideoSubmission,
): Promise<void> {
  const headers = headerRecord(submission.headers);
  let payload: unknown;
  try {
    payload = submission.sandbox
      ? videoResult({
          scanId,
          findings: SANDBOX_VIDEO_FINDINGS,
          credits: 0,
          now: state.clock.now(),
        })
      : analyse(state, account, scanId, await download(submission, headers));
  } catch (error) {
    const serviceError =
      error instanceof ServiceError
        ? error
        : badRequest(`The video could not be checked: ${String(error)}`);
    payload = errorPayload(scanId, serviceError);
  }
  await state.delivery.deliver({
    kind: 'aiVideo',
    scanId,
    url: submission.webhookUrl,
    headers,
    payload,
  });
}

export function registerVideoDetection(app: Hono<AppEnv>, state: ServiceState): void {
  const taken = new Set<string>();
  app.post('/v1/ai-video-detector/:scanId/submit', requireAuth(state), async (c) => {
    const account = accountOf(c);
    const scanId = checkId(c.req.param('scanId'));
    const characters = checkScanIdCharacters(scanId);
    if (characters) throw characters;
    const submission = readVideoSubmission(await readJson(c));
    // The price depends on the length, known only after the download: a start needs 1 credit.
    if (!submission.sandbox && account.credits < 1) throw insufficientCredits();
    const key = `${account.email}\n${scanId}`;
    if (taken.has(key)) throw conflict(`A scan with the id ${scanId} already exists.`);
    taken.add(key);
    state.background(() => runJob(state, account, scanId, submission));
    return c.json({}, 201);
  });
}
