/**
 * The document links of a tab for a class set: the top frame's and those of every frame in it
 * the extension may read, deduplicated by address, capped, with the page's address the worker
 * fetches them under; a link in a frame of another site carries that frame's address (its own
 * network rule). The frames of other sites it may not read are counted, to be said.
 */
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { DOCUMENT_LINKS_MAX, type DocumentLink } from '../../shared/documents/document-links.ts';
import { webOrigin } from '../../shared/frames/frame-refusal.ts';
import { surveyFrames } from '../sources/survey-frames.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { pageOf, resolveTabId } from '../tabs/tab-pages.ts';

export interface TabDocumentLinks {
  links: DocumentLink[];
  leftOut: number;
  pageUrl: string;
  /** Frames of other sites the extension may not read: their links were not looked for. */
  unreadFrames?: number;
}

export async function listDocumentLinks(
  tabId: number | undefined,
): Promise<Result<TabDocumentLinks>> {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const survey = await surveyFrames(tab.value);
  const frames = survey?.frames ?? [{ frameId: 0, probe: undefined }];
  const top = frames.find((f) => f.frameId === 0);
  const pageUrl = (await pageOf(tab.value)).pageUrl ?? top?.probe?.url;
  if (!pageUrl || !URL.canParse(pageUrl)) {
    return err(appError('permission', 'This page cannot be read.'));
  }
  const links: DocumentLink[] = [];
  let leftOut = 0;
  let unreadFrames = survey?.unreadable.count ?? 0;
  for (const { frameId, probe } of frames) {
    // A frame the page made (about:blank, srcdoc) has the page's origin.
    const foreign = frameId !== 0 && webOrigin(probe?.origin ?? probe?.url) !== webOrigin(pageUrl);
    const listed = await askTab(
      { tabId: tab.value, frameId, url: probe?.url },
      'content/list-document-links',
      {},
    );
    // The top frame's failure is the answer (a browser page); a frame's is counted.
    if (!listed.ok) {
      if (frameId === 0) return listed;
      unreadFrames++;
      continue;
    }
    leftOut += listed.value.leftOut;
    for (const { url, label } of listed.value.links) {
      if (links.some((l) => l.url === url)) continue;
      if (links.length >= DOCUMENT_LINKS_MAX) leftOut += 1;
      // The frame's address from the survey, never one a page gave.
      else links.push({ url, label, ...(foreign && probe ? { frameUrl: probe.url } : {}) });
    }
  }
  return ok({ links, leftOut, pageUrl, ...(unreadFrames ? { unreadFrames } : {}) });
}
