import type { Hono } from 'hono';
import { badRequest, missingParameter, tooManyRequests } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import { analyzeImage, type ImageRequest } from '../images/image-analysis.ts';
import { checkObjects, parseFlag } from '../images/image-rules.ts';
import type { AppContext, AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';
import { readJson } from '../http/json-body.ts';
import { jsonResponse } from '../http/respond.ts';
import { readImageUpload } from '../http/image-upload.ts';
import { checkId } from '../http/scan-id.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

async function fromMultipart(c: AppContext, scanId: string): Promise<ImageRequest> {
  const upload = await readImageUpload(c);
  const objects = checkObjects(upload.form.get('objectDetection') ?? undefined);
  if (!objects.ok) throw objects.error;
  return {
    scanId,
    bytes: upload.bytes,
    filename: upload.filename,
    model: upload.form.get('model') ?? undefined,
    sandbox: upload.sandbox,
    objects: objects.value,
  };
}

async function fromJson(c: AppContext, scanId: string): Promise<ImageRequest> {
  const body = (await readJson(c)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') throw badRequest('The body must be a JSON object.');
  const base64 = body.base64;
  if (base64 === undefined || base64 === null || base64 === '') throw missingParameter('base64');
  const compact = typeof base64 === 'string' ? base64.replace(/\s+/g, '') : '';
  if (typeof base64 !== 'string' || compact.length % 4 === 1 || !BASE64.test(compact)) {
    throw badRequest('base64 is not valid base64.', [
      { param: 'base64', message: 'Invalid base64.' },
    ]);
  }
  const objects = checkObjects(body.objectDetection);
  if (!objects.ok) throw objects.error;
  return {
    scanId,
    bytes: Buffer.from(compact, 'base64'),
    // The docs spell it filename, every official SDK fileName: accept both.
    filename: body.filename ?? body.fileName,
    model: body.model,
    sandbox: parseFlag(body.sandbox),
    objects: objects.value,
  };
}

/** POST /v1/ai-image-detector/{scanId}/check, multipart or JSON. */
export function registerImageDetection(app: Hono<AppEnv>, state: ServiceState): void {
  app.post('/v1/ai-image-detector/:scanId/check', requireAuth(state), async (c) => {
    const account = accountOf(c);
    if (!state.rateWindows.hit('image', account.email)) throw tooManyRequests();
    const scanId = checkId(c.req.param('scanId'));
    const type = c.req.header('Content-Type') ?? '';
    let request: ImageRequest;
    if (/multipart\/form-data/i.test(type)) request = await fromMultipart(c, scanId);
    else if (/\bjson\b/i.test(type)) request = await fromJson(c, scanId);
    else throw badRequest('Send multipart/form-data or application/json.');
    return jsonResponse(c, analyzeImage(state, account, request));
  });
}
