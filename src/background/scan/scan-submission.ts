/**
 * Sends a plagiarism scan (or its cost check) with webhooks pointing at the relay: by address,
 * as a file, or as an image for OCR. Browser-free: the worker and Node tests both run it with an
 * API client and the relay address and token.
 */
import type { ApiClient, UrlScanOutcome } from '../../api/index.ts';
import type { Result } from '../../core/errors.ts';
import { deriveHookSecret } from '../../relay-protocol/hook-secret.ts';
import {
  hookSecretHeaders,
  newResultWebhookUrl,
  SECRET_IN_HEADER,
  statusWebhookUrl,
} from '../../relay-protocol/relay-urls.ts';
import { buildScanProperties, type SubmitAction } from './build-scan-properties.ts';
import type { FrozenScanSettings } from '../../shared/scans/frozen-scan-settings.ts';
import type { RelayAccess } from '../relay-client/relay-reader.ts';

/** What is sent: the address, or the file's bytes (base64) with its name. */
export type ScanPayload =
  | { route: 'url'; url: string }
  | { route: 'file'; base64: string; filename: string }
  | { route: 'ocr'; base64: string; filename: string; langCode: string };

export interface SubmitRequest {
  scanId: string;
  payload: ScanPayload;
  /** The record's frozen settings. */
  settings: FrozenScanSettings;
  action: SubmitAction;
  relay: RelayAccess;
  timeZone?: string;
}

export async function submitScan(
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
  const properties = buildScanProperties(request.settings, hooks, request.action, request.timeZone);
  const { payload } = request;
  switch (payload.route) {
    case 'url':
      return client.submitUrl(request.scanId, { url: payload.url, properties });
    case 'file':
      return client.submitFile(request.scanId, {
        base64: payload.base64,
        filename: payload.filename,
        properties,
      });
    case 'ocr':
      return client.submitOcr(request.scanId, {
        base64: payload.base64,
        filename: payload.filename,
        langCode: payload.langCode,
        properties,
      });
  }
}
