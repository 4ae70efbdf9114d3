/**
 * POST /v1/image-plagiarism-detector/{scanId}/check and POST /v1/object-detection/{scanId}/check:
 * synchronous, multipart/form-data only (service-facts §9). 1 credit each unless sandbox.
 */
import type { Hono } from 'hono';
import { digest } from '../core/deterministic.ts';
import { isoTime } from '../core/iso-time.ts';
import {
  badRequest,
  insufficientCredits,
  missingParameter,
  tooManyRequests,
} from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppContext, AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';
import { readImageUpload, type ImageUpload } from '../http/image-upload.ts';
import { jsonResponse } from '../http/respond.ts';
import { checkId } from '../http/scan-id.ts';
import { detectedObjects } from '../images/image-result.ts';
import { checkFilename, checkImage, checkObjects } from '../images/image-rules.ts';
import { checkPlagiarismFilename, checkPlagiarismImage } from '../images/plagiarism-rules.ts';
import { plagiarismResult } from '../images/plagiarism-result.ts';

/** Both endpoints take multipart only (no base64 JSON form is documented for them). */
async function readUpload(c: AppContext): Promise<ImageUpload> {
  if (!/multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) {
    throw badRequest('Send multipart/form-data.');
  }
  return readImageUpload(c);
}

export function registerImageProvenance(app: Hono<AppEnv>, state: ServiceState): void {
  app.post('/v1/image-plagiarism-detector/:scanId/check', requireAuth(state), async (c) => {
    const account = accountOf(c);
    const scanId = checkId(c.req.param('scanId'));
    const upload = await readUpload(c);
    const filename = typeof upload.filename === 'string' ? upload.filename : '';
    state.images.add({ scanId, filename, bytes: upload.bytes });
    const nameError = checkPlagiarismFilename(upload.filename);
    if (nameError) throw nameError;
    const image = checkPlagiarismImage(upload.bytes, filename);
    if (!image.ok) throw image.error;
    const credits = upload.sandbox ? 0 : 1;
    if (!state.accounts.spend(account, credits)) throw insufficientCredits();
    return jsonResponse(
      c,
      plagiarismResult({
        scanId,
        bytes: upload.bytes,
        filename,
        image: image.value,
        credits,
        now: state.clock.now(),
      }),
    );
  });

  app.post('/v1/object-detection/:scanId/check', requireAuth(state), async (c) => {
    const account = accountOf(c);
    // Its limits are the AI check's, rate limit included.
    if (!state.rateWindows.hit('image', account.email)) throw tooManyRequests();
    const scanId = checkId(c.req.param('scanId'));
    const upload = await readUpload(c);
    const filename = typeof upload.filename === 'string' ? upload.filename : '';
    state.images.add({ scanId, filename, bytes: upload.bytes });
    const nameError = checkFilename(upload.filename);
    if (nameError) throw nameError;
    const objects = checkObjects(upload.form.get('objectDetection') ?? undefined);
    if (!objects.ok) throw objects.error;
    if (objects.value.length === 0) throw missingParameter('objectDetection');
    const image = checkImage(upload.bytes);
    if (!image.ok) throw image.error;
    const credits = upload.sandbox ? 0 : 1;
    if (!state.accounts.spend(account, credits)) throw insufficientCredits();
    const { width, height } = image.value;
    return jsonResponse(c, {
      imageInfo: { shape: { height, width } },
      detectedObjects: detectedObjects(
        objects.value,
        digest(upload.bytes),
        width,
        height,
        filename,
      ),
      scannedImage: {
        scanId,
        actualCredits: credits,
        expectedCredits: credits,
        creationTime: isoTime(state.clock.now()),
      },
    });
  });
}
