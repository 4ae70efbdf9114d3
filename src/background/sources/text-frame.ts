import type { FrameSurvey } from './frame-survey.ts';
import { pageFrame, selectionFrame } from './frame-survey.ts';
import type { TabFrame } from '../../shared/frames/tab-frame.ts';
import type { TextSource } from '../../shared/text/text-source.ts';
import { surveyFrames } from './survey-frames.ts';

export interface TextFrame {
  frame: TabFrame;
  /** What the survey saw of the tab's frames (absent when the frame was named by a menu click). */
  survey?: FrameSurvey | undefined;
}

/**
 * The document a text check reads: the frame the user right-clicked in when a menu click named
 * it; else, for a selection, the frame holding it (where the user is), and for "this page", the
 * top document or the frame a shell page is built around.
 */
export async function textFrame(
  tabId: number,
  source: TextSource,
  clicked?: TabFrame,
): Promise<TextFrame> {
  if (clicked?.frameId !== undefined) return { frame: clicked };
  const survey = await surveyFrames(tabId, { measureText: source === 'page' });
  if (!survey) return { frame: { tabId } };
  const frameId = source === 'selection' ? selectionFrame(survey) : pageFrame(survey);
  const url = survey.frames.find((f) => f.frameId === frameId)?.probe.url;
  return { frame: { tabId, frameId, url }, survey };
}
