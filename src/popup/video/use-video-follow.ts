import { sendToBackground } from '../../platform/messaging.ts';
import { FOLLOW_WAIT_SECONDS, useRelayFollow } from '../checks/use-relay-follow.ts';

/** Follows a video check's result on its way while the popup shows it (see useRelayFollow). */
export function useVideoFollow(checkId: string, waiting: boolean): void {
  useRelayFollow(checkId, waiting, async () => {
    const r = await sendToBackground('videos/follow', {
      id: checkId,
      waitSeconds: FOLLOW_WAIT_SECONDS,
    });
    const status = r.ok ? r.value.check?.status : undefined;
    return !r.ok || status === 'pending' || status === 'running';
  });
}
