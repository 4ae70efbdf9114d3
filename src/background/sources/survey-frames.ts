import * as v from 'valibot';
import { browser } from '../../platform/browser.ts';
import { FrameProbeSchema, surveyOf, type FrameSurvey, type ProbedFrame } from './frame-survey.ts';
import { log } from '../stores/worker-log.ts';
import { probeFrame } from './frame-probe.ts';
import { timeTaken } from '../tabs/time-taken.ts';

/**
 * Asks every frame of a tab the extension may read what it holds (the frames of other sites it
 * may not read are skipped by the browser, and counted from their parents). Undefined when the
 * tab itself cannot be read: the caller asks the top frame, whose refusal says why.
 * `measureText` also measures each frame's shown text (a layout each), for "this page".
 */
export async function surveyFrames(
  tabId: number,
  { measureText = false }: { measureText?: boolean } = {},
): Promise<FrameSurvey | undefined> {
  let results: { frameId: number; result?: unknown }[];
  try {
    results = await timeTaken('lens:survey', () =>
      browser.scripting.executeScript({
        target: { tabId, allFrames: true },
        func: probeFrame,
        args: [measureText],
        // Not after the page has loaded: a slow page (or the PDF viewer) would hold the popup.
        injectImmediately: true,
      }),
    );
  } catch (error) {
    log.info('frames', 'The tab could not be surveyed', error);
    return undefined;
  }
  const frames: ProbedFrame[] = [];
  for (const { frameId, result } of results) {
    const probe = v.safeParse(FrameProbeSchema, result);
    if (probe.success) frames.push({ frameId, probe: probe.output });
  }
  return frames.some((f) => f.frameId === 0) ? surveyOf(frames) : undefined;
}
