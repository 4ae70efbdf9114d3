import { appError, detailWords, err, type Result } from '../../core/errors.ts';
import { relayTakes } from '../../relay-protocol/relay-protocol.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { relayHealth, type RelayAccess } from '../relay-client/relay-reader.ts';

/**
 * The relay a video check's result comes through; while none is set up, a refusal that says so
 * for videos, in the reader's language (the relay's own names scans and heatmaps).
 */
export async function videoRelay(): Promise<Result<RelayAccess>> {
  const relay = await relayAccess();
  if (relay.ok) return takesVideos(relay.value);
  if (relay.error.code !== 'relay-not-configured') return relay;
  return err({
    ...relay.error,
    message:
      'The result of a video check arrives through your webhook relay: set its address and token in Settings → Plagiarism scans first.',
    words: detailWords('video_workerRefusedNoRelay'),
  });
}

/**
 * A relay deployed before video results existed answers their hook with 404, and the result
 * would never arrive: refused before anything is sent, saying to update the relay. A relay that
 * cannot be asked now is tried anyway (the service retries its webhook while it is down).
 */
async function takesVideos(access: RelayAccess): Promise<Result<RelayAccess>> {
  const health = await relayHealth(access);
  if (!health.ok || relayTakes(health.value, 'videoResult')) return { ok: true, value: access };
  return err(
    appError(
      'service',
      `The relay at ${access.baseUrl} is older than video checks and would not take their results: update it (npm run relay:deploy, or a newer relay).`,
      { code: 'relay-version', words: detailWords('video_relayTooOld') },
    ),
  );
}
