/**
 * Sends a URL scan (or its cost check) with webhooks pointing at the relay. Browser-free: the
 * worker and Node tests both run it with an API client and the relay address and token.
 */
import * as v from 'valibot';
import type { ApiClient, UrlScanOutcome } from '../../api/index.ts';
import { appError, err, type Result } from '../../shared/errors.ts';
import { deriveHookSecret } from '../../relay/hook-secret.ts';
import { newResultWebhookUrl, statusWebhookUrl } from '../../relay/relay-urls.ts';
import {
  buildScanProperties,
  type SubmitAction,
} from '../../shared/scans/build-scan-properties.ts';
import { FrozenScanSettingsSchema } from '../../shared/scans/frozen-scan-settings.ts';
import type { RelayAccess } from './relay-reader.ts';

export interface SubmitRequest {
  scanId: string;
  url: string;
  /** The record's frozen settings. */
  settings: unknown;
  action: SubmitAction;
  relay: RelayAccess;
  timeZone?: string;
}

export async function submitUrlScan(
  client: ApiClient,
  request: SubmitRequest,
): Promise<Result<UrlScanOutcome>> {
  const settings = v.safeParse(FrozenScanSettingsSchema, request.settings);
  if (!settings.success) return err(appError('internal', 'The scan has unreadable settings.'));
  const secret = await deriveHookSecret(request.relay.token, request.scanId);
  const hooks = {
    status: statusWebhookUrl(request.relay.baseUrl, request.scanId, secret),
    newResult: newResultWebhookUrl(request.relay.baseUrl, request.scanId, secret),
  };
  return client.submitUrl(request.scanId, {
    url: request.url,
    properties: buildScanProperties(settings.output, hooks, request.action, request.timeZone),
  });
}
