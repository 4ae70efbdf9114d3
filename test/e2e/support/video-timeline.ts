import type { Evaluator } from '../browsers/driver.ts';
import type { VideoTimelineProbe } from '../../../src/content/videos/video-timeline-probe.ts';
import type { VideoTrackName } from '../../../src/shared/video/video-findings.ts';

export type { VideoTimelineProbe };

/** What our content script keeps for the tests (video-timeline-probe.ts), under its symbol. */
interface Kept {
  probe(): VideoTimelineProbe[];
  press(key: string | undefined, track: VideoTrackName, index: number, how: string): boolean;
}

/**
 * The AI timelines our content script drew in one document of `tabId` (its top frame unless
 * `frameId` says): each one's player and bar, its lanes and every stretch with its moment, as
 * boxes in that document's viewport (CSS px). Read in our content scripts' isolated world, where
 * the timelines' closed roots are kept, by a script the extension page (`extensionPage`) injects;
 * pages cannot read it. Empty when none is drawn.
 */
export function videoTimelines(
  extensionPage: Evaluator,
  tabId: number,
  frameId = 0,
): Promise<VideoTimelineProbe[]> {
  return extensionPage.evaluate(
    async ({ tab, frame }) => {
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId: tab, frameIds: [frame] },
        world: 'ISOLATED',
        func: () => {
          const kept = (globalThis as Record<symbol, Kept | undefined>)[
            Symbol.for('authenticity-lens.video-timelines')
          ];
          return kept ? kept.probe() : [];
        },
      });
      return injection?.result ?? [];
    },
    { tab: tabId, frame: frameId },
  );
}

/**
 * Presses the AI stretch number `index` of `track` on the timeline of the video `key` (the
 * first timeline when absent), as a click would; with `how: 'focus'` only focuses it, so a key
 * pressed next (`page.press('Enter')`) goes to it. False when there is no such stretch.
 */
export function pressVideoStretch(
  extensionPage: Evaluator,
  tabId: number,
  stretch: { key?: string; track: VideoTrackName; index?: number; how?: 'click' | 'focus' },
  frameId = 0,
): Promise<boolean> {
  return extensionPage.evaluate(
    async ({ tab, frame, key, track, index, how }) => {
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId: tab, frameIds: [frame] },
        world: 'ISOLATED',
        args: [key ?? null, track, index, how],
        func: (k: string | null, t: VideoTrackName, i: number, h: string) => {
          const kept = (globalThis as Record<symbol, Kept | undefined>)[
            Symbol.for('authenticity-lens.video-timelines')
          ];
          return kept ? kept.press(k ?? undefined, t, i, h) : false;
        },
      });
      return injection?.result === true;
    },
    {
      tab: tabId,
      frame: frameId,
      key: stretch.key,
      track: stretch.track,
      index: stretch.index ?? 0,
      how: stretch.how ?? 'click',
    },
  );
}

/** Where a stretch's box is along its lane, as a share of the lane (0 at its start, in ltr). */
export function shareOfLane(
  timeline: VideoTimelineProbe,
  stretch: VideoTimelineProbe['stretches'][number],
): { from: number; to: number } {
  const lane = timeline.lanes[stretch.track];
  const from = (stretch.left - lane.left) / lane.width;
  const to = (stretch.left + stretch.width - lane.left) / lane.width;
  return timeline.dir === 'rtl' ? { from: 1 - to, to: 1 - from } : { from, to };
}
