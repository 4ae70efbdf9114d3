import { appError, err, ok, type Result } from '../../core/errors.ts';
import { browser } from '../../platform/browser.ts';
import { docAccessNeeded, docExportOutcome } from '../../shared/google-docs/doc-export.ts';
import {
  docsAccessPatterns,
  docTitle,
  type GoogleDoc,
} from '../../shared/google-docs/google-doc.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { fetchDocExport } from './doc-worker-export.ts';

export interface DocText {
  text: string;
  title: string;
  url: string;
}

/**
 * A Google Doc's whole text, through Docs' own plain-text export asked from the document's tab
 * (the user's session, no other service); refused with the reason when Docs gives none.
 */
export async function readDoc(
  tabId: number,
  doc: GoogleDoc & { url: string },
): Promise<Result<DocText>> {
  const reply = await askTab({ tabId }, 'content/doc-export', { path: doc.exportPath });
  if (!reply.ok) return reply;
  const exportUrl = new URL(doc.exportPath, doc.url).href;
  let answer = reply.value;
  // Sent elsewhere, where the page may not follow: the worker follows, with the user's leave.
  if (answer.redirectedAway) {
    const origins = docsAccessPatterns(doc.url);
    const allowed = !!origins && (await browser.permissions.contains({ origins }));
    if (!allowed) return err(docAccessNeeded(doc.url));
    answer = await fetchDocExport(exportUrl, doc.url, answer.title);
  }
  const text = docExportOutcome(answer, exportUrl);
  if (!text.ok) return text;
  if (!text.value) {
    return err(appError('invalid-input', 'This Google Doc is empty.', { field: 'text' }));
  }
  return ok({ text: text.value, title: docTitle(answer.title), url: doc.url });
}
