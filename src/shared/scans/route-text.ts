/**
 * What the popup says about how a scan reaches the service: before sending ("Sends …") and on
 * the scan afterwards ("Sent …"), with the reason in the user's terms. Pure.
 */
import type { ScanRoute, TextRouteReason } from './scan-route.ts';

export interface RouteText {
  /** What leaves the browser. */
  what: string;
  /** Why this way, when there is something to say. */
  why?: string;
}

const URL_REASONS = {
  chosen: 'You chose to send the address.',
  unchecked: 'Whether the page looks the same without your sign-in could not be checked.',
  public: 'The page looks the same without your cookies, so nothing of it leaves the browser.',
} as const;

const TEXT_WHAT: Partial<Record<TextRouteReason, string>> = {
  selection: 'the selected text',
  'pdf-too-large': 'the PDF’s text',
  'google-doc': 'the document’s text',
  pasted: 'the pasted text',
};

const mb = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** How a page or selection is (or was) sent, from its route. */
export function routeText(route: ScanRoute, words?: number): RouteText {
  switch (route.route) {
    case 'url':
      return {
        what: 'the page’s address; the service fetches the page itself',
        // Scans from before routes existed say nothing of a comparison that never ran.
        ...(route.why ? { why: URL_REASONS[route.why] } : {}),
      };
    case 'text': {
      const count = words === undefined ? '' : ` (${words.toLocaleString('en')} words)`;
      const what = TEXT_WHAT[route.why] ?? 'the page’s text';
      return {
        what: `${what}${count}, as the file “${route.filename}”`,
        why: textReason(route.why, route.detail),
      };
    }
    case 'file':
      return {
        what: `the PDF file “${route.filename}” (${mb(route.bytes)})`,
        why: 'The PDF was fetched with your session, so a PDF behind a sign-in is scanned too.',
      };
    case 'ocr':
      return {
        what: `the image “${route.filename}”, for the service to read its text`,
        why: `Text in the image is read in language “${route.langCode}”.`,
      };
  }
}

function textReason(
  why: Extract<ScanRoute, { route: 'text' }>['why'],
  detail: string | undefined,
): string | undefined {
  switch (why) {
    case 'selection':
    case 'pasted':
      return undefined;
    case 'google-doc':
      return 'Google Docs keeps the document behind your sign-in, so its text, read from Docs’ own export, is sent.';
    case 'chosen':
      return 'You chose to send the text.';
    case 'pdf-too-large':
      return 'The PDF is larger than the service takes, so its text is sent.';
    case 'not-public':
      return `${detail ?? 'The service cannot reach this address.'} So the text you see is sent.`;
    case 'signed-in':
      return `${detail ?? 'The service could not see this page as you do.'} The service would scan another page, so the text you see is sent.`;
  }
}
