import { detailWords, err, type Result } from '../../core/errors.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import type { RelayAccess } from '../relay-client/relay-reader.ts';

/**
 * The relay a video check's result comes through; while none is set up, a refusal that says so
 * for videos, in the reader's language (the relay's own names scans and heatmaps).
 */
export async function videoRelay(): Promise<Result<RelayAccess>> {
  const relay = await relayAccess();
  if (relay.ok || relay.error.code !== 'relay-not-configured') return relay;
  return err({
    ...relay.error,
    message:
      'The result of a video check arrives through your webhook relay: set its address and token in Settings → Plagiarism scans first.',
    words: detailWords('video_workerRefusedNoRelay'),
  });
}
