import type { Result } from '../../core/errors.ts';
import type { ImageCheck, ObjectDetectionCheck } from '../../shared/checks/check-record.ts';
import { FRAME_ACCESS_CODE } from '../../shared/frames/frame-refusal.ts';
import { announceUpdate } from '../engine/check-updates.ts';
import { openHistoryStore } from '../stores/history-store.ts';

/**
 * Keeps on the record whether its overlay could be drawn: an image in a frame of a site not
 * granted is checked all the same (its file is fetched), but nothing can be drawn there until the
 * user allows that site, which the popup offers. Cleared once drawn.
 */
export async function keepOverlayOutcome(
  check: ImageCheck | ObjectDetectionCheck,
  drawn: Result<unknown>,
): Promise<void> {
  const notDrawn = !drawn.ok && drawn.error.code === FRAME_ACCESS_CODE ? drawn.error : undefined;
  if (JSON.stringify(notDrawn) === JSON.stringify(check.notDrawn)) return;
  const store = await openHistoryStore();
  await store.update(check.id, (record) => {
    if (record.kind !== 'ai-image' && record.kind !== 'object-detection') return record;
    const next = { ...record };
    delete next.notDrawn;
    return notDrawn ? { ...next, notDrawn } : next;
  });
  await announceUpdate([check.id]);
}
