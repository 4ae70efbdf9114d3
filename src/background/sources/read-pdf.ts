import { toBase64 } from '../../core/base64.ts';
import { appError, detailWords, err, ok, type Result } from '../../core/errors.ts';
import { MAX_PDF_BYTES } from '../../shared/messages/offscreen.ts';
import type { PdfText } from '../../shared/pdf/pdf-layout.ts';
import { hasPdfHeader } from '../../shared/documents/pdf-header.ts';
import { askHiddenPage } from '../../platform/offscreen.ts';
import { exclusive } from '../engine/exclusive.ts';
import { withHiddenPage } from './hidden-page.ts';
import { pageAddressVerdict } from '../../shared/net/address-rules.ts';
import { guardedFetch } from '../net/guarded-fetch.ts';
import { fetchFailureError } from '../net/fetch-failure.ts';

/**
 * The text of the PDF at `url`, page by page. It is fetched with the user's session (a PDF
 * behind a sign-in is read as they see it) and read by pdf.js in a hidden page of ours.
 */
export async function readPdfAt(
  url: string,
): Promise<Result<PdfText & { pages: number; title: string }>> {
  const file = await fetchPdf(url);
  return file.ok ? readPdfFile(file.value) : file;
}

/** The text of a PDF already fetched (`fetchPdf`), page by page. */
export function readPdfFile(
  bytes: Uint8Array,
): Promise<Result<PdfText & { pages: number; title: string }>> {
  // One PDF at a time: each holds pdf.js and its file in the hidden page's memory.
  return exclusive('pdf-reader', async () => {
    try {
      return await withHiddenPage(() =>
        askHiddenPage('offscreen/read-pdf', { base64: toBase64(bytes) }),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return err(appError('internal', `The PDF reader could not start: ${message}`));
    }
  });
}

/** Long enough for 40 MB on a slow line; a site that trickles is told apart from one that sends. */
const PDF_DEADLINE_MS = 120_000;

/**
 * The PDF file at `url`, fetched with the user's session on its own site only (guarded-fetch.ts:
 * each redirect checked, none to another site with the cookies, the size counted as it arrives),
 * checked to be a PDF (its header within the first 1,024 bytes) within the read limit.
 */
export async function fetchPdf(url: string): Promise<Result<Uint8Array>> {
  if (url.startsWith('file:')) {
    return err(
      appError(
        'permission',
        'This PDF is a file on this computer. Allow Authenticity Lens to read file addresses ' +
          '(its details page in the browser’s extensions settings), then try again.',
      ),
    );
  }
  const own = URL.canParse(url) ? new URL(url).origin : undefined;
  const fetched = await guardedFetch(url, {
    // The PDF's own address is the page the user looks at: its network rule is the page's.
    address: (hop) => pageAddressVerdict(hop, url),
    cookiesFor: (hop) => hop.origin === own,
    maxBytes: MAX_PDF_BYTES,
    deadlineMs: PDF_DEADLINE_MS,
  });
  if (!fetched.ok) {
    const { error } = fetched;
    return err(
      error.why === 'too-large'
        ? tooLarge(error.declared)
        : fetchFailureError(error, { field: 'text' }),
    );
  }
  const { status, bytes } = fetched.value;
  if (status < 200 || status > 299) {
    return err(
      appError('network', `The PDF could not be fetched: its site answered ${status}.`, { status }),
    );
  }
  if (!hasPdfHeader(bytes)) {
    return err(
      appError('invalid-input', 'This address does not give a PDF file.', {
        field: 'text',
        words: detailWords('error_pdfNotPdf'),
      }),
    );
  }
  return ok(bytes);
}

/** Over the limit: its size when the site declared it, else the limit the download stopped at. */
function tooLarge(declared: number | undefined): ReturnType<typeof appError> {
  const mb = (n: number): string => (n / (1024 * 1024)).toFixed(0);
  const size = declared ? `${mb(declared)} MB` : `over ${mb(MAX_PDF_BYTES)} MB`;
  return appError(
    'invalid-input',
    `This PDF is ${size}; PDFs up to ${mb(MAX_PDF_BYTES)} MB are read. Select the part ` +
      'to check and right-click it instead.',
    { field: 'text' },
  );
}
