import type { Hono } from 'hono';
import { notFound, ServiceError, tooManyRequests } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';
import { checkId } from '../http/scan-id.ts';

/** POST /v3/scans/{scanId}/webhooks/resend: 202 and redelivery once finished. */
export function registerResend(app: Hono<AppEnv>, state: ServiceState): void {
  app.post('/v3/scans/:scanId/webhooks/resend', requireAuth(state), (c) => {
    const account = accountOf(c);
    if (!state.rateWindows.hit('resend', account.email)) throw tooManyRequests();
    const scanId = checkId(c.req.param('scanId'));
    const scan = state.scans.get(account.email, scanId);
    if (!scan) throw notFound(`No scan with the id ${scanId}.`);
    if (scan.state === 'running' || !scan.finalWebhook) {
      throw new ServiceError(
        400,
        'invalid_request_error',
        'scan_not_ready',
        'The scan has not finished yet.',
      );
    }
    const job = scan.finalWebhook;
    state.background(() => state.delivery.deliver(job));
    return c.body(null, 202);
  });
}
