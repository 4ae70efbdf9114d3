import type { Hono } from 'hono';
import { conflict, missingParameter, tooManyRequests } from '../core/service-error.ts';
import { isoTime } from '../core/iso-time.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';
import { parseWith, readJson } from '../http/json-body.ts';
import { checkId } from '../http/scan-id.ts';
import { processScan } from '../scans/scan-processing.ts';
import type { ScanRecord } from '../scans/scan-store.ts';
import { SubmitBody } from '../scans/submit-schema.ts';

const HOUR = 60 * 60 * 1000;

/** Required fields named in the spec get a missing_parameter error of their own. */
function requireFields(body: unknown): void {
  const record = (body ?? {}) as Record<string, unknown>;
  if (record.url === undefined || record.url === null) throw missingParameter('url');
  const properties = record.properties as Record<string, unknown> | undefined;
  if (!properties || typeof properties !== 'object') throw missingParameter('properties');
  const webhooks = properties.webhooks as Record<string, unknown> | undefined;
  if (!webhooks || typeof webhooks !== 'object') throw missingParameter('properties.webhooks');
  if (webhooks.status === undefined || webhooks.status === null) {
    throw missingParameter('properties.webhooks.status');
  }
}

/** PUT /v3/scans/submit/url/{scanId}: 201 at once, then processing and webhooks. */
export function registerUrlScans(app: Hono<AppEnv>, state: ServiceState): void {
  app.put('/v3/scans/submit/url/:scanId', requireAuth(state), async (c) => {
    const account = accountOf(c);
    if (!state.rateWindows.hit('submit', account.email)) throw tooManyRequests();
    const scanId = checkId(c.req.param('scanId'));
    const raw = await readJson(c);
    requireFields(raw);
    const body = parseWith(SubmitBody, raw);
    if (state.scans.has(account.email, scanId))
      throw conflict(`A scan with the id ${scanId} already exists.`);
    const sandbox = body.properties.sandbox;
    if (sandbox && !state.rateWindows.hit('sandboxScans', account.email)) throw tooManyRequests();
    const now = state.clock.now();
    const scan: ScanRecord = {
      scanId,
      email: account.email,
      createdAt: now,
      expiresAt: now + body.properties.expiration * HOUR,
      sandbox,
      state: 'running',
      body,
      results: [],
      exportIds: new Set(),
    };
    state.scans.add(scan);
    state.background(() => processScan(state, account, scan));
    return c.json(
      {
        scannedDocument: {
          scanId,
          totalWords: 0,
          totalExcluded: 0,
          creationTime: isoTime(now),
          detectedLanguage: 'en',
        },
        results: {
          score: {
            aggregatedScore: 0,
            identicalWords: 0,
            minorChangedWords: 0,
            relatedMeaningWords: 0,
          },
        },
        status: 0,
        developerPayload: body.properties.developerPayload ?? '',
      },
      201,
    );
  });
}
