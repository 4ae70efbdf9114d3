/**
 * The document links of a page (an LMS submissions list, a shared folder's listing): links whose
 * address or name looks like a document file (.pdf .docx .odt .rtf .txt .html) or a download
 * (a `download` attribute, a `/download` path, Moodle's pluginfile.php, `forcedownload=1`), each
 * with its visible text as its label, deduplicated by address and capped (the number left out
 * said). Pure: it reads the markup given, and nothing of the browser's extension APIs.
 */
import * as v from 'valibot';

/** The most links offered at once (a class set's rows are capped lower again). */
export const DOCUMENT_LINKS_MAX = 100;

const LABEL_MAX = 200;

export const DocumentLinkSchema = v.object({
  url: v.pipe(v.string(), v.maxLength(8192)),
  /** The link's visible text (or its title, or the file's name in its address). */
  label: v.pipe(v.string(), v.maxLength(1024)),
  /**
   * The address of the frame of another site the link stands in (set by the worker from the
   * frame survey): that frame's network rule is the fetch's, not the page's.
   */
  frameUrl: v.optional(v.pipe(v.string(), v.maxLength(8192))),
});
export type DocumentLink = v.InferOutput<typeof DocumentLinkSchema>;

export const DocumentLinksSchema = v.object({
  links: v.pipe(v.array(DocumentLinkSchema), v.maxLength(DOCUMENT_LINKS_MAX)),
  /** Document links beyond the cap, not listed. */
  leftOut: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DocumentLinks = v.InferOutput<typeof DocumentLinksSchema>;

const DOCUMENT_EXTENSION = /\.(pdf|docx|odt|rtf|txt|html?)$/i;

/** Whether an address (and the link's own name) looks like a document file or a download. */
export function looksLikeDocument(url: URL, name = ''): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const path = safeDecode(url.pathname);
  if (DOCUMENT_EXTENSION.test(path)) return true;
  if (/\/pluginfile\.php\//i.test(path) || /\/download\/?$/i.test(path)) return true;
  if (url.searchParams.get('forcedownload') === '1') return true;
  if (url.searchParams.get('download_frd') === '1') return true;
  return DOCUMENT_EXTENSION.test(name.trim());
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The words a person sees for the link (`shown`: its own text, not a stand-in). */
function labelOf(link: HTMLAnchorElement, url: URL): { label: string; shown: boolean } {
  const seen = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
  const named =
    seen ||
    link.getAttribute('aria-label')?.trim() ||
    link.title.trim() ||
    link.querySelector('img')?.alt.trim() ||
    safeDecode(url.pathname.split('/').filter(Boolean).pop() ?? url.hostname);
  return { label: named.slice(0, LABEL_MAX), shown: seen !== '' };
}

/** The page's document links, in page order, from its `a[href]` and `area[href]`. */
export function findDocumentLinks(
  root: ParentNode,
  baseUrl: string,
  max: number = DOCUMENT_LINKS_MAX,
): DocumentLinks {
  const links: DocumentLink[] = [];
  // Addresses listed, and whether their label is the link's own text (an icon's link to the same
  // file, listed first, takes the name link's text when it comes).
  const seen = new Map<string, boolean>();
  let leftOut = 0;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (!URL.canParse(href, baseUrl)) continue;
    const url = new URL(href, baseUrl);
    url.hash = '';
    const address = url.href;
    const { label, shown } = labelOf(link, url);
    if (seen.has(address)) {
      const listed = links.find((l) => l.url === address);
      if (listed && shown && !seen.get(address)) {
        listed.label = label;
        seen.set(address, true);
      }
      continue;
    }
    const download = link.hasAttribute('download');
    const downloadName = link.getAttribute('download') ?? '';
    const isDocument =
      (download && (url.protocol === 'https:' || url.protocol === 'http:')) ||
      looksLikeDocument(url, downloadName || label);
    if (!isDocument) continue;
    seen.set(address, shown);
    if (links.length >= max) {
      leftOut += 1;
      continue;
    }
    links.push({ url: address, label });
  }
  return { links, leftOut };
}
