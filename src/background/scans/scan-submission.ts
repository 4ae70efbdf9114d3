/**
 * Sends a URL scan (or its cost check) with webhooks pointing at the relay. Browser-free: the
 * worker and Node tests both run it with an API client and the relay address and token.
 */
import type { ApiClient, UrlScanOutcome } from '../../api/index.ts';
import type { Result } from '../../core/errors.ts';
import { deriveHookSecret } from '../../relay/hook-secret.ts';
import {
  hookSecretHeaders,
  newResultWebhookUrl,
  SECRET_IN_HEADER,
  statusWebhookUrl,
} from '../../relay/relay-urls.ts';
import {
  buildScanProperties,
  type SubmitAction,
} from '../../shared/scans/build-scan-properties.ts';
import type { FrozenScanSettings } from '../../shared/scans/frozen-scan-settings.ts';
import type { RelayAccess } from '../relay-client/relay-reader.ts';

export interface SubmitRequest {
  scanId: string;
  url: string;
  /** The record's frozen settings. */
  settings: FrozenScanSettings;
  action: SubmitAction;
  relay: RelayAccess;
  timeZone?: string;
}

export async function submitUrlScan(
  client: ApiClient,
  request: SubmitRequest,
): Promise<Result<UrlScanOutcome>> {
  const secret = await deriveHookSecret(request.relay.token, request.scanId);
  // The secret travels in a header the service sends with these webhooks, not in their URLs,
  // so it stays out of access logs.
  const hooks = {
    status: statusWebhookUrl(request.relay.baseUrl, request.scanId, SECRET_IN_HEADER),
    newResult: newResultWebhookUrl(request.relay.baseUrl, request.scanId, SECRET_IN_HEADER),
    headers: hookSecretHeaders(secret),
  };
  return client.submitUrl(request.scanId, {
    url: request.url,
    properties: buildScanProperties(request.settings, hooks, request.action, request.timeZone),
  });
}
