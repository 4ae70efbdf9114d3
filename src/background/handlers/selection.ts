import { ok } from '../../core/errors.ts';
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
  // The browser's PDF viewer keeps its selection to itself: say what works there. Known by
  // its address before any frame is asked, or by the document's type once asked.
  const byAddress = await pdfShownIn(tab.value, undefined);
  if (byAddress) return ok(pdfSelection(byAddress));
  const { frame, survey } = await textFrame(tab.value, 'selection');
  const byType = await pdfShownIn(tab.value, survey);
  if (byType) return ok(pdfSelection(byType));
  const read = await askTab(frame, 'content/get-selection', {});
  if (!read.ok) return read;
  const pageUrl = survey?.frames.find((f) => f.frameId === 0)?.probe.url ?? read.value.url;
  const doc = isDocUrl(pageUrl);
  const selection = {
    ...read.value,
    ...(frame.frameId ? { frameId: frame.frameId } : {}),
    ...(doc ? { doc: true as const } : {}),
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
