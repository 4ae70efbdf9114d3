import { appError } from '../../core/errors.ts';
import type { Selection } from '../../shared/messages/index.ts';

/** Code of the note that a tab shows a PDF, whose selection only the right-click menu gives. */
export const PDF_VIEWER_CODE = 'pdf-viewer';

/** What the popup is told of the selection on a PDF tab: none it can see, and what works. */
export function pdfSelection(pdf: { url: string; title: string }): Selection {
  return {
    text: '',
    source: 'none',
    url: pdf.url,
    title: pdf.title,
    pdf: true,
    unreadable: appError(
      'invalid-input',
      'This is a PDF. Its viewer keeps the selection to itself: right-click the selected text ' +
        'and choose Authenticity Lens to check it, or check the whole PDF below.',
      { code: PDF_VIEWER_CODE },
    ),
  };
}
