import { videoShares } from '../../shared/video/video-shares.ts';
import { aiShareBadge, BADGE_COLORS, percentOf, registerBadgeWords } from '../engine/badge-text.ts';

/**
 * A video check: its result comes minutes later, by webhook, and the tooltip says so while it
 * waits; then the AI share of the whole video. Stopped by the user, nothing went wrong: no alarm.
 */
registerBadgeWords('ai-video', {
  failed: 'video_workerBadgeFailed',
  busy: 'video_workerBadgeWaiting',
  read: (t, check) => {
    if (check.status === 'done' && check.result) {
      const share = videoShares(check.result, check.video.durationMs).all;
      if (share === undefined) return { badge: { text: '✓', color: BADGE_COLORS.human } };
      return aiShareBadge(t.t('video_workerBadgeDone', percentOf(t, share)), share);
    }
    if (check.error?.kind === 'cancelled') {
      return {
        title: t.t('video_workerBadgeStopped'),
        badge: { text: '', color: BADGE_COLORS.busy },
      };
    }
    return undefined;
  },
});
