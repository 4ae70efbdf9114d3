import type { Hono } from 'hono';
import { conflict, tooManyRequests } from '../core/service-error.ts';
import { isoTime } from '../core/iso-time.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';
import { readJson, type JsonLimit } from '../http/json-body.ts';
import { checkId } from '../http/scan-id.ts';
import { processScan } from '../scans/scan-processing.ts';
import type { ScanRecord } from '../scans/scan-store.ts';
import type { Submission } from '../scans/submit-fields.ts';

const HOUR = 60 * 60 * 1000;

export interface SubmitRoute {
  /** 'url', 'file' or 'ocr': the route is PUT /v3/scans/submit/{kind}/{scanId}. */
  kind: string;
  read: (body: unknown) => Submission;
  bodyLimit?: JsonLimit;
}

/**
 * A submit route: the same authentication, rate windows ('submit', and 'sandboxScans' for
 * sandbox), 409 on a reused id and 201 answer for every kind; only reading the body differs.
 */
export function registerSubmitRoute(
  app: Hono<AppEnv>,
  state: ServiceState,
  route: SubmitRoute,
): void {
  app.put(`/v3/scans/submit/${route.kind}/:scanId`, requireAuth(state), async (c) => {
    const account = accountOf(c);
    if (!state.rateWindows.hit('submit', account.email)) throw tooManyRequests();
    const scanId = checkId(c.req.param('scanId'));
    const { properties, source } = route.read(await readJson(c, route.bodyLimit));
    if (state.scans.has(account.email, scanId))
      throw conflict(`A scan with the id ${scanId} already exists.`);
    const sandbox = properties.sandbox;
    if (sandbox && !state.rateWindows.hit('sandboxScans', account.email)) throw tooManyRequests();
    const now = state.clock.now();
    const scan: ScanRecord = {
      scanId,
      email: account.email,
      createdAt: now,
      expiresAt: now + properties.expiration * HOUR,
      sandbox,
      state: 'running',
      properties,
      source,
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
        developerPayload: properties.developerPayload ?? '',
      },
      201,
    );
  });
}
