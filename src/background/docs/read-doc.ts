import { appError, err, ok, type Result } from '../../core/errors.ts';
import { docExportOutcome } from '../../shared/docs/doc-export.ts';
import { docTitle, type GoogleDoc } from '../../shared/docs/google-doc.ts';
import { askTab } from '../tab-messaging.ts';

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
  const text = docExportOutcome(reply.value, new URL(doc.exportPath, doc.url).href);
  if (!text.ok) return text;
  if (!text.value) {
    return err(appError('invalid-input', 'This Google Doc is empty.', { field: 'text' }));
  }
  return ok({ text: text.value, title: docTitle(reply.value.title), url: doc.url });
}
