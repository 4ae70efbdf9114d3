import { err, ok, type Result } from '../../core/errors.ts';
import { isPdfUrl } from './pdf-address.ts';
import { FRAME_ACCESS_CODE, webOrigin } from '../../shared/frames/frame-refusal.ts';
import { nothingToRead } from '../../shared/frames/nothing-to-read.ts';
import type { TabFrame } from '../../shared/frames/tab-frame.ts';
import type { ReadTextReply } from '../../shared/messages/text.ts';
import type { TextSource } from '../../shared/text/text-source.ts';
import type { UnpaintedReason } from '../../shared/text-checks/paint-report.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { pageOf } from '../tabs/tab-pages.ts';
import { log } from '../stores/worker-log.ts';
import { textFrame } from './text-frame.ts';
import { surveyFrames } from './survey-frames.ts';
import { pageEditors, type FrameSurvey } from './frame-survey.ts';
import type { LeftOut } from '../../shared/text-checks/left-out.ts';
import { pdfShownIn } from './pdf-tab.ts';
import { readPdfAt } from './read-pdf.ts';
import { docShownIn, isDocUrl } from './doc-tab.ts';
import { readDoc } from './read-doc.ts';
import { readLinkedDocument } from '../documents/read-linked-document.ts';

/** Where to read: the tab, the frame a menu click came from, and what the menu saw. */
export interface TabTextRequest {
  tabId: number;
  /** The frame a menu click came from; found from the selection (or the page) when absent. */
  clicked?: TabFrame | undefined;
  /** The tab's address as the menu click gave it. */
  pageUrl?: string | undefined;
  /**
   * The selection as the browser's menu saw it: checked (not painted) when it is in no document
   * our script can read, such as the browser's PDF viewer.
   */
  menuText?: string | undefined;
  source: TextSource;
  /** A link right-clicked to a document file: its text, read from the file, is checked. */
  link?: string | undefined;
}

export interface ReadFromTab extends ReadTextReply {
  frameId: number;
  /** Why it has no map to the page, when known at reading. */
  unpainted?: UnpaintedReason | undefined;
  /** A PDF's page starts in the text. */
  pdfPageStarts?: number[] | undefined;
}

/**
 * The text in the tab, read where it is (the frame holding the selection, or the page's
 * content); refused with what was seen when there is none. A selection the browser's menu saw
 * in a document no script may read (a PDF) is taken as the menu gave it.
 */
export async function readFromTab(request: TabTextRequest): Promise<Result<ReadFromTab>> {
  if (request.link) return readLinkedDocument(request.link, request.pageUrl);
  // "This page" on a PDF: the PDF's own text, read page by page (known by its address before
  // any frame is asked, or by the document's type once asked).
  const page = request.source === 'page';
  // "This page" on a Google Doc: its text from Docs' export (the canvas holds none).
  const doc = page ? await docShownIn(request.tabId, request.pageUrl) : undefined;
  if (doc) {
    const read = await readDoc(request.tabId, doc);
    if (!read.ok) return read;
    return ok({
      ...read.value,
      textId: '',
      mappable: false,
      frameId: 0,
      unpainted: 'google-doc',
    });
  }
  const byAddress = page ? await pdfShownIn(request.tabId, undefined) : undefined;
  const { frame, survey } = byAddress
    ? { frame: { tabId: request.tabId }, survey: undefined }
    : await textFrame(request.tabId, request.source, request.clicked);
  const frameId = frame.frameId ?? 0;
  const pdf = byAddress ?? (page ? await pdfShownIn(request.tabId, survey) : undefined);
  if (pdf) {
    const read = await readPdfAt(pdf.url);
    if (!read.ok) return read;
    return ok({
      textId: '',
      text: read.value.text,
      mappable: false,
      url: pdf.url,
      // A viewer's tab may be named by the file's address: the PDF's own title reads better.
      title: read.value.title || pdf.title,
      frameId: 0,
      unpainted: 'pdf',
      pdfPageStarts: read.value.pageStarts,
    });
  }
  const read = await askTab(frame, 'content/read-text', { source: request.source });
  const pageUrl = request.pageUrl ?? survey?.frames.find((f) => f.frameId === 0)?.probe.url;
  const menuText = request.source === 'selection' ? request.menuText?.trim() : undefined;
  // A frame of a web site not granted is refused with the way to grant it: once granted, the
  // text is read as the reader sees it and painted, which the menu's copy cannot be. A frame
  // no one can be granted (the browser's PDF viewer) is taken from the menu.
  const grantable = !read.ok && read.error.code === FRAME_ACCESS_CODE && !!read.error.site;
  const unreadable = read.ok ? !read.value.text.trim() : !grantable;
  if (menuText && unreadable) {
    const url = frame.url ?? pageUrl ?? '';
    return ok({
      textId: '',
      text: menuText,
      mappable: false,
      url,
      title: read.ok ? read.value.title : '',
      frameId,
      unpainted: isPdfUrl(url) || isPdfUrl(pageUrl) ? 'pdf' : 'not-in-page',
    });
  }
  if (!read.ok) return read;
  if (!read.value.text.trim()) {
    return err(
      nothingToRead(request.source, {
        pageUrl,
        unreadable: survey?.unreadable,
        googleDoc: isDocUrl(pageUrl),
      }),
    );
  }
  if (read.value.articleReadIn) {
    const where = read.value.articleReadIn === 'hidden-page' ? 'in the hidden page' : 'in the page';
    log.info(
      'article',
      `tab ${request.tabId}: ${read.value.text.length} characters read, the article by Readability ${where}`,
    );
  }
  // An editor's frame (about:blank, srcdoc) has no address or title of its own: the page's
  // name the check in history and in the popup.
  const ownAddress = webOrigin(read.value.url) !== undefined;
  if (frameId !== 0 && (!ownAddress || !read.value.title)) {
    const { pageUrl: url, pageTitle } = await pageOf(request.tabId);
    const named = {
      ...read.value,
      url: ownAddress ? read.value.url : (url ?? pageUrl ?? read.value.url),
      title: read.value.title || pageTitle || '',
      frameId,
    };
    return ok(await withEditorsLeftOut(named, request, survey));
  }
  return ok(await withEditorsLeftOut({ ...read.value, frameId }, request, survey));
}

/**
 * A page read without the writing of the page's other editors (each a document of its own, in
 * its frame): said in its record, since the menu's page check shows no popup before sending.
 */
async function withEditorsLeftOut(
  read: ReadFromTab,
  request: TabTextRequest,
  surveyed: FrameSurvey | undefined,
): Promise<ReadFromTab> {
  if (request.source !== 'page') return read;
  // A menu click named the frame, so nothing surveyed the others yet.
  const survey = surveyed ?? (await surveyFrames(request.tabId, { measureText: true }));
  if (!survey) return read;
  const others = pageEditors(survey).filter((e) => e.frameId !== read.frameId);
  if (others.length === 0) return read;
  const editors: LeftOut = {
    reason: 'editors',
    editors: Math.min(others.length, 50),
    chars: others.reduce((sum, e) => sum + e.chars, 0),
  };
  return { ...read, leftOut: [...(read.leftOut ?? []), editors] };
}
