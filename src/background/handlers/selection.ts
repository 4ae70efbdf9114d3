import { ok } from '../../core/errors.ts';
import { pageEditors } from '../sources/frame-survey.ts';
import { nothingToRead } from '../../shared/frames/nothing-to-read.ts';
import { textFrame } from '../sources/text-frame.ts';
import { isDocUrl } from '../sources/doc-tab.ts';
import { pdfSelection } from '../sources/pdf-selection.ts';
import { pdfShownIn } from '../sources/pdf-tab.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { registry } from './router.ts';
import { resolveTabId } from '../tabs/tab-pages.ts';

/**
 * How long the selection waits for the frame survey once the top document has answered. A survey
 * ends within milliseconds of that answer (it is the lighter of the two); one that does not is
 * held by a frame that is busy or still loading, and the popup's first screen does not wait for it.
 */
const SURVEY_GRACE_MS = 150;

/** `work`'s value, or undefined once `grace` ms have passed since `after` settled. */
async function settledWithin<T>(
  work: Promise<T>,
  after: Promise<unknown>,
  grace: number,
): Promise<T | undefined> {
  let stop = (): void => undefined;
  const late = after.then(
    () =>
      new Promise<undefined>((resolve) => {
        const timer = setTimeout(resolve, grace);
        stop = () => clearTimeout(timer);
      }),
  );
  try {
    return await Promise.race([work, late]);
  } finally {
    stop();
  }
}

/**
 * The selection where it is: in the frame holding it (a grader's submission, an editor's
 * frame), with why nothing could be read when the page shows frames it may not read.
 */
registry.register('selection/get', async ({ tabId, waitForFrames }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  // The top frame holds the selection in most tabs: it is asked at once, beside the survey that
  // says which frame does, so the popup opens a round trip sooner (`npm run bench`). Its answer
  // is dropped when the selection is in another frame or the tab shows a PDF.
  const top = askTab(tab.value, 'content/get-selection', {});
  const surveying = textFrame(tab.value, 'selection');
  // A survey later than the top frame's answer by more than the grace: the top's answer, said to
  // be unsurveyed (the popup asks again, waiting), as when the survey fails.
  const surveyed = waitForFrames
    ? await surveying
    : await settledWithin(surveying, top, SURVEY_GRACE_MS);
  const { frame, survey } = surveyed ?? { frame: { tabId: tab.value }, survey: undefined };
  // The browser's PDF viewer keeps its selection to itself: say what works there. Known by
  // its address, or by the document's type where the survey could ask it.
  const pdf = await pdfShownIn(tab.value, survey);
  if (pdf) return ok(pdfSelection(pdf));
  const read = frame.frameId ? await askTab(frame, 'content/get-selection', {}) : await top;
  if (!read.ok) return read;
  const pageUrl = survey?.frames.find((f) => f.frameId === 0)?.probe.url ?? read.value.url;
  const doc = isDocUrl(pageUrl);
  const editors = survey && !doc ? pageEditors(survey) : [];
  // Which frame "Check this page" reads, found as the check finds it, so the popup can say
  // which editors it leaves out. Measuring the page's text costs a layout: only where there
  // are editors to speak of.
  const pageFrameId = editors.length ? (await textFrame(tab.value, 'page')).frame.frameId : 0;
  const selection = {
    ...read.value,
    ...(frame.frameId ? { frameId: frame.frameId } : {}),
    ...(doc ? { doc: true as const } : {}),
    ...(editors.length ? { editors } : {}),
    ...(pageFrameId ? { pageFrameId } : {}),
    ...(surveyed ? {} : { unsurveyed: true as const }),
  };
  if (selection.text.trim()) return ok(selection);
  const why = nothingToRead('selection', {
    pageUrl,
    unreadable: survey?.unreadable,
    googleDoc: doc,
  });
  // Plain "nothing selected" needs no explaining; the popup says it its own way.
  return ok(why.code ? { ...selection, unreadable: why } : selection);
});
