/**
 * Sends a video to the service's AI video detection, answering to the relay: the hook secret
 * goes in the webhook's path (the service sends a request's `headers` to the video's host too,
 * so a secret header would leak there). Browser-free: the worker and Node tests both run it.
 */
import type { ApiClient, VideoSubmitAccepted } from '../../api/index.ts';
import type { Result } from '../../core/errors.ts';
import { deriveHookSecret } from '../../relay-protocol/hook-secret.ts';
import { videoResultWebhookUrl } from '../../relay-protocol/relay-urls.ts';
import type { RelayAccess } from '../relay-client/relay-reader.ts';

export interface VideoSubmission {
  /** The check's id, which is its scan id: a resend after a lost answer is refused with 409. */
  scanId: string;
  /** The file's public address; the service downloads it. */
  src: string;
  relay: RelayAccess;
  sandbox: boolean;
  signal?: AbortSignal;
}

export async function submitVideo(
  client: ApiClient,
  request: VideoSubmission,
): Promise<Result<VideoSubmitAccepted>> {
  const secret = await deriveHookSecret(request.relay.token, request.scanId);
  return client.submitAiVideo(
    request.scanId,
    {
      url: request.src,
      webhooks: { url: videoResultWebhookUrl(request.relay.baseUrl, request.scanId, secret) },
      ...(request.sandbox ? { sandbox: true } : {}),
    },
    request.signal ? { signal: request.signal } : {},
  );
}
