/**
 * A Google Docs document, known by its address. Docs draws its text on a canvas, so the page holds
 * none to read; the document's own plain-text export gives it, with the user's session. Pure.
 */

/** Where Docs is served: Google's address in every build (tests add their stand-in's). */
export interface DocsHost {
  protocol: 'https:' | 'http:';
  hostname: string;
  /**
   * Where Docs may answer an export from instead (its download servers), as a host pattern:
   * read by the worker, with the user's leave, when the document's page may not follow there.
   */
  downloads: string;
}

export const GOOGLE_DOCS_HOST: DocsHost = {
  protocol: 'https:',
  hostname: 'docs.google.com',
  downloads: 'https://*.googleusercontent.com/*',
};

/** The tests' stand-in (loopback builds only: `DOCS_HOSTS`). */
export const TEST_DOCS_HOST: DocsHost = {
  protocol: 'http:',
  hostname: 'docs.google.test',
  downloads: 'http://*.googleusercontent.test/*',
};

/**
 * Where this build finds Google Docs. The store builds know Google's address only (the stand-in's
 * is then no code of theirs); the loopback builds (tests, `npm start`) and unit tests also the
 * local stand-in, `http://docs.google.test`, which the test browsers resolve to 127.0.0.1 (see
 * test/e2e/support/docs-site.ts).
 */
export const DOCS_HOSTS: readonly DocsHost[] =
  // Literals the bundler folds (a method call on MODE it does not: the stand-in once shipped).
  import.meta.env.LENS_TEST_PROBES || import.meta.env.MODE === 'test'
    ? [GOOGLE_DOCS_HOST, TEST_DOCS_HOST]
    : [GOOGLE_DOCS_HOST];

/**
 * The host access the worker needs to read a document's export itself: the Docs origin of
 * `docUrl` and its download servers. Undefined for an address that is not this build's Docs host.
 */
export function docsAccessPatterns(docUrl: string): string[] | undefined {
  if (!URL.canParse(docUrl)) return undefined;
  const { protocol, hostname } = new URL(docUrl);
  const host = DOCS_HOSTS.find((h) => h.protocol === protocol && h.hostname === hostname);
  return host && [`${host.protocol}//${host.hostname}/*`, host.downloads];
}

export interface GoogleDoc {
  /** The document's id, as in its address. */
  id: string;
  /**
   * The export of its text, as a path on the document's own origin: same origin, so the page's
   * session goes with it. Keeps `/u/<n>/` (and `/a/<domain>/`) so the account the tab uses is the
   * one asked.
   */
  exportPath: string;
}

// `/document/d/<id>/…`, `/document/u/<n>/d/<id>/…` (a second signed-in account), or under
// `/a/<domain>/` (older Workspace addresses). Ids are long; a published copy's path
// (`/document/d/e/<id>/pub`) has the one-letter `e` here and is an ordinary page with its text.
const DOC_PATH = /^\/(a\/[\w.-]+\/)?document\/(u\/\d{1,2}\/)?d\/([\w-]{20,})(?:\/|$)/;

/** A path `googleDocAt` gives for an export: all a content script is asked to fetch. */
export const DOC_EXPORT_PATH =
  /^\/(a\/[\w.-]+\/)?document\/(u\/\d{1,2}\/)?d\/[\w-]{20,}\/export\?format=txt$/;

/** The document a tab shows, when `url` is a Docs document on one of `hosts`. */
export function googleDocAt(
  url: string | undefined,
  hosts: readonly DocsHost[] = [GOOGLE_DOCS_HOST],
): GoogleDoc | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const { protocol, hostname, pathname } = new URL(url);
  if (!hosts.some((h) => h.protocol === protocol && h.hostname === hostname)) return undefined;
  const match = DOC_PATH.exec(pathname);
  const id = match?.[3];
  if (!id) return undefined;
  return {
    id,
    exportPath: `/${match[1] ?? ''}document/${match[2] ?? ''}d/${id}/export?format=txt`,
  };
}

/** Docs names its tabs "<title> - Google Docs"; the document's own title reads better. */
export function docTitle(tabTitle: string | undefined): string {
  return (tabTitle ?? '').replace(/\s+[-–—]\s+Google Docs\s*$/, '').trim();
}

/**
 * The text as the export gives it, as a check sends it: Docs starts its .txt with a byte order
 * mark and ends lines with CRLF; neither is part of the writing.
 */
export function exportedText(body: string): string {
  return body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim();
}
