/**
 * The document links of a tab for a class set: the top frame's and those of the frames of the
 * same origin in it (another site's frame has its own network rule; its links are left out),
 * deduplicated by address, capped, with the page's address the worker fetches them under.
 */
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { DOCUMENT_LINKS_MAX, type DocumentLink } from '../../shared/documents/document-links.ts';
import { surveyFrames } from '../sources/survey-frames.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { pageOf, resolveTabId } from '../tabs/tab-pages.ts';

export interface TabDocumentLinks {
  links: DocumentLink[];
  leftOut: number;
  pageUrl: string;
}

const originOf = (url: string | undefined): string | undefined =>
  url && URL.canParse(url) ? new URL(url).origin : undefined;

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
  for (const { frameId, probe } of frames) {
    if (frameId !== 0 && originOf(probe?.url) !== originOf(pageUrl)) continue;
    const listed = await askTab(
      { tabId: tab.value, frameId, url: probe?.url },
      'content/list-document-links',
      {},
    );
    // The top frame's failure is the answer (a browser page); a frame's is left out.
    if (!listed.ok) {
      if (frameId === 0) return listed;
      continue;
    }
    leftOut += listed.value.leftOut;
    for (const link of listed.value.links) {
      if (links.some((l) => l.url === link.url)) continue;
      if (links.length >= DOCUMENT_LINKS_MAX) leftOut += 1;
      else links.push(link);
    }
  }
  return ok({ links, leftOut, pageUrl });
}
