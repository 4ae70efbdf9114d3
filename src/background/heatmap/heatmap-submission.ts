/**
 * Asks the service for a heatmap: the asynchronous AI image detection with maskType heatmap,
 * answering to the relay. Browser-free: the worker and Node tests both run it.
 */
import type { ApiClient, AsyncImageAccepted } from '../../api/index.ts';
import { deriveHookSecret } from '../../relay-protocol/hook-secret.ts';
import { imageResultWebhookUrl } from '../../relay-protocol/relay-urls.ts';
import type { Result } from '../../core/errors.ts';
import type { RelayAccess } from '../relay-client/relay-reader.ts';
import type { HeatmapTarget } from '../../shared/checks/heatmap-eligibility.ts';

export interface HeatmapSubmission {
  scanId: string;
  target: HeatmapTarget;
  relay: RelayAccess;
  sandbox: boolean;
  signal?: AbortSignal;
}

export async function submitHeatmap(
  client: ApiClient,
  request: HeatmapSubmission,
): Promise<Result<AsyncImageAccepted>> {
  const secret = await deriveHookSecret(request.relay.token, request.scanId);
  return client.submitAiImageAsync(
    request.scanId,
    {
      url: request.target.url,
      fileName: request.target.fileName,
      maskType: 'heatmap',
      webhooks: { url: imageResultWebhookUrl(request.relay.baseUrl, request.scanId, secret) },
      ...(request.sandbox ? { sandbox: true } : {}),
    },
    request.signal ? { signal: request.signal } : {},
  );
}
