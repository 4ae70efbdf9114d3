/**
 * 7. Resend a scan's webhook: POST {base_url}/v3/scans/{scanId}/webhooks/resend, no body, 202.
 * A 400 here means the scan has not finished, so it becomes `not-ready`, not invalid input.
 */
import { appError, err, ok } from '../../core/errors.ts';
import { readErrorBody } from '../errors.ts';
import { segment, type Operation } from '../operation.ts';

export interface ResendAccepted {
  accepted: true;
}

export function resendWebhookOperation(scanId: string): Operation<ResendAccepted> {
  return {
    request: { base: 'api', method: 'POST', path: `/v3/scans/${segment(scanId)}/webhooks/resend` },
    auth: true,
    // Delivery is at-least-once anyway, so a duplicate resend is harmless.
    retry: 'safe',
    parse: () => ok({ accepted: true }),
    onStatus: (response) => {
      if (response.status !== 400) return undefined;
      const said = readErrorBody(response.body).message;
      return err(
        appError(
          'not-ready',
          said ?? 'The scan has not finished yet; its webhook can be resent once it has.',
          {
            status: 400,
          },
        ),
      );
    },
  };
}
