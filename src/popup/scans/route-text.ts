/**
 * What the popup says about how a scan reaches the service: before sending ("Sends …") and on
 * the scan afterwards ("Sent …"), with the reason in the user's terms. Pure.
 */
import type { MessageKey, PluralKey, Translator } from '../../shared/i18n/translator.ts';
import type { ScanRoute, TextRouteReason } from '../../shared/scans/scan-route.ts';
import { sayWords } from '../../shared/i18n/say-words.ts';

export interface RouteText {
  /** What leaves the browser: a phrase for `scans_sent`, `scans_planPage`… to hold. */
  what: string;
  /** Why this way, when there is something to say. */
  why?: string;
}

const URL_REASONS = {
  chosen: 'scans_whyUrlChosen',
  unchecked: 'scans_whyUrlUnchecked',
  public: 'scans_whyUrlPublic',
} as const satisfies Record<string, MessageKey>;

/** What is sent as a text file, without and with its number of words. */
const TEXT_WHAT: Record<TextRouteReason, [MessageKey, PluralKey]> = {
  selection: ['scans_whatSelection', 'scans_whatSelectionWords'],
  'pdf-too-large': ['scans_whatPdfText', 'scans_whatPdfTextWords'],
  'google-doc': ['scans_whatDocText', 'scans_whatDocTextWords'],
  'document-type': ['scans_whatDocText', 'scans_whatDocTextWords'],
  'document-too-large': ['scans_whatDocText', 'scans_whatDocTextWords'],
  pasted: ['scans_whatPastedText', 'scans_whatPastedTextWords'],
  'not-public': ['scans_whatPageText', 'scans_whatPageTextWords'],
  'signed-in': ['scans_whatPageText', 'scans_whatPageTextWords'],
  chosen: ['scans_whatPageText', 'scans_whatPageTextWords'],
};

/** Megabytes with one decimal, the reader's way ("3.5", "3,5"). */
const mb = (t: Translator, bytes: number): string =>
  t.number(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** How a page or selection is (or was) sent, from its route. */
export function routeText(t: Translator, route: ScanRoute, words?: number): RouteText {
  switch (route.route) {
    case 'url':
      return {
        what: t.t('scans_whatAddress'),
        // Scans from before routes existed say nothing of a comparison that never ran.
        ...(route.why ? { why: t.t(URL_REASONS[route.why]) } : {}),
      };
    case 'text': {
      const [what, counted] = TEXT_WHAT[route.why];
      return {
        what:
          words === undefined
            ? t.t(what, route.filename)
            : t.plural(counted, words, route.filename),
        why: textReason(t, route.why, route.detail && sayWords(t, route.detailWords, route.detail)),
      };
    }
    case 'file':
      // A PDF shown in a tab, or a document a link points at (any type the service takes).
      return /\.pdf$/i.test(route.filename)
        ? {
            what: t.t('scans_whatPdfFile', route.filename, mb(t, route.bytes)),
            why: t.t('scans_whyPdfSession'),
          }
        : {
            what: t.t('scans_whatDocumentFile', route.filename, mb(t, route.bytes)),
            why: t.t('scans_whyDocumentSession'),
          };
    case 'ocr':
      return {
        what: t.t('scans_whatImage', route.filename),
        why: t.t('scans_whyOcrLanguage', route.langCode),
      };
  }
}

function textReason(
  t: Translator,
  why: Extract<ScanRoute, { route: 'text' }>['why'],
  detail: string | undefined,
): string | undefined {
  switch (why) {
    case 'selection':
    case 'pasted':
      return undefined;
    case 'google-doc':
      return t.t('scans_whyGoogleDoc');
    case 'chosen':
      return t.t('scans_whyTextChosen');
    case 'pdf-too-large':
      return t.t('scans_whyPdfTooLarge');
    case 'document-type':
      return t.t('scans_whyDocumentType', detail ?? '');
    case 'document-too-large':
      return t.t('scans_whyDocumentTooLarge');
    case 'not-public':
      return t.t('scans_whyNotPublic', detail ?? t.t('scans_notPublicDefault'));
    case 'signed-in':
      return t.t('scans_whySignedIn', detail ?? t.t('scans_signedInDefault'));
  }
}
