import { sendToBackground } from '../../platform/messaging.ts';
import { FOLLOW_WAIT_SECONDS, useRelayFollow } from './use-relay-follow.ts';

/** Follows a heatmap on its way while the popup shows it (see useRelayFollow). */
export function useHeatmapFollow(checkId: string, waiting: boolean): void {
  useRelayFollow(checkId, waiting, async () => {
    const r = await sendToBackground('images/follow-heatmap', {
      id: checkId,
      waitSeconds: FOLLOW_WAIT_SECONDS,
    });
    return !r.ok || r.value.check?.heatmap?.phase === 'waiting';
  });
}
