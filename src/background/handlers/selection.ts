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
 * The selection where it is: in the frame holding it (a grader's submission, an editor's
 * frame), with why nothing could be read when the page shows frames it may not read.
 */
registry.register('selection/get', async ({ tabId }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  // The top frame holds the selection in most tabs: it is asked at once, beside the survey that
  // says which frame does, so the popup opens a round trip sooner (`npm run bench`). Its answer
  // is dropped when the selection is in another frame or the tab shows a PDF.
  const top = askTab(tab.value, 'content/get-selection', {});
  const { frame, survey } = await textFrame(tab.value, 'selection');
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
