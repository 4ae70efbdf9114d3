import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AccountRecord } from '../core/accounts.ts';
import {
  conflict,
  insufficientCredits,
  ServiceError,
  tooManyRequests,
} from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import { headerRecord, sendRequest } from '../delivery/outbound-http.ts';
import { analyzeImage } from '../images/image-analysis.ts';
import { checkFilename, checkModel, MAX_IMAGE_BYTES } from '../images/image-rules.ts';
import type { AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';
import { parseWith, readJson } from '../http/json-body.ts';
import { checkId } from '../http/scan-id.ts';

const HeaderPairs = v.union([
  v.array(v.tuple([v.string(), v.string()])),
  v.record(v.string(), v.string()),
]);

const AsyncBody = v.looseObject({
  url: v.pipe(v.string(), v.nonEmpty()),
  fileName: v.optional(v.string()),
  filename: v.optional(v.string()),
  model: v.string(),
  maskType: v.optional(v.literal('heatmap')),
  headers: v.optional(HeaderPairs),
  webhooks: v.looseObject({ url: v.pipe(v.string(), v.nonEmpty()) }),
  sandbox: v.optional(v.boolean(), false),
});

type AsyncRequest = v.InferOutput<typeof AsyncBody>;

/** Error payload delivered when the async job fails (the real shape is not published). */
function errorPayload(scanId: string, error: ServiceError) {
  return {
    scanId,
    error: { type: error.type, id: error.id, code: error.code, message: error.message },
  };
}

async function runJob(
  state: ServiceState,
  account: AccountRecord,
  scanId: string,
  body: AsyncRequest,
) {
  const headers = headerRecord(body.headers);
  let payload: unknown;
  try {
    const image = await sendRequest(body.url, {
      method: 'GET',
      headers,
      timeoutMs: 30_000,
      maxBytes: MAX_IMAGE_BYTES,
      maxRedirects: 3,
    });
    if (image.status < 200 || image.status >= 300) {
      throw new ServiceError(
        400,
        'invalid_request_error',
        'invalid_parameter',
        `The image URL answered ${image.status}.`,
      );
    }
    payload = analyzeImage(state, account, {
      scanId,
      bytes: image.body,
      filename: body.fileName ?? body.filename,
      model: body.model,
      sandbox: body.sandbox,
      objects: [],
      heatmap: body.maskType === 'heatmap',
    });
  } catch (error) {
    const serviceError =
      error instanceof ServiceError
        ? error
        : new ServiceError(
            400,
            'invalid_request_error',
            'invalid_parameter',
            `Cannot download the image: ${String(error instanceof Error ? error.message : error)}`,
          );
    payload = errorPayload(scanId, serviceError);
  }
  await state.delivery.deliver({
    kind: 'aiImage',
    scanId,
    url: body.webhooks.url,
    headers,
    payload,
  });
}

/**
 * /v1/ai-image-detector-async/{scanId}/submit. The docs disagree on the verb
 * (PUT in the header, POST in the curl), so both are served. Answers 201 {}
 * and delivers the sync result shape (plus `heatmap` for maskType heatmap) to
 * webhooks.url. A scan id already used answers 409 and starts nothing, as URL scans
 * do: reusing an id is how a caller avoids a duplicate after a lost answer.
 */
export function registerImageDetectionAsync(app: Hono<AppEnv>, state: ServiceState): void {
  const taken = new Set<string>();
  app.on(
    ['POST', 'PUT'],
    '/v1/ai-image-detector-async/:scanId/submit',
    requireAuth(state),
    async (c) => {
      const account = accountOf(c);
      if (!state.rateWindows.hit('image', account.email)) throw tooManyRequests();
      const scanId = checkId(c.req.param('scanId'));
      const body = parseWith(AsyncBody, await readJson(c));
      const problem = checkFilename(body.fileName ?? body.filename) ?? checkModel(body.model);
      if (problem) throw problem;
      if (!body.sandbox && account.credits < 1) throw insufficientCredits();
      const key = `${account.email}\n${scanId}`;
      if (taken.has(key)) throw conflict(`A scan with the id ${scanId} already exists.`);
      taken.add(key);
      state.background(() => runJob(state, account, scanId, body));
      return c.json({}, 201);
    },
  );
}
