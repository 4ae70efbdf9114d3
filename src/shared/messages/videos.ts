import * as v from 'valibot';
import { VideoCheckSchema } from '../checks/check-record.ts';
import { VideoTargetSchema } from '../video/video-target.ts';
import { CheckIdSchema } from './checks.ts';
import { defineProtocol } from './define.ts';

export const videosProtocol = defineProtocol({
  /**
   * The videos of a tab (the active one when absent), in every frame it may read, each with its
   * address and whether the service could fetch it (a file) or not (a stream: the reason).
   */
  'videos/list': {
    request: v.object({ tabId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))) }),
    response: v.object({
      videos: v.array(VideoTargetSchema),
      /** Frames of other sites the extension may not read (their videos are not listed). */
      unreadFrames: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    }),
    from: ['extension-page'],
  },
  /**
   * Reads the relay now for a video check still waiting for its result (long-polling up to
   * `waitSeconds`), so an open popup sees it arrive without waiting for the next alarm.
   */
  'videos/follow': {
    request: v.object({
      id: CheckIdSchema,
      waitSeconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
    }),
    response: v.object({ check: v.nullable(VideoCheckSchema) }),
    from: ['extension-page'],
  },
});
