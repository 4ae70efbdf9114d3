/**
 * Shows a built report (src/shared/reports: the very HTML "Save report" writes) as this page:
 * its language, direction, title, style sheet and body taken from the parsed document. Parsed,
 * never run: DOMParser's documents run no script, and this page's policy refuses inline script
 * anyway, so a service string that slipped the builder's escaping still stays text.
 */
export function showReport(html: string, into: Document): void {
  const report = new DOMParser().parseFromString(html, 'text/html');
  const root = into.documentElement;
  root.lang = report.documentElement.lang;
  root.dir = report.documentElement.dir;
  into.title = report.title;
  for (const style of report.head.querySelectorAll('style')) {
    into.head.append(into.importNode(style, true));
  }
  into.body.replaceChildren(...[...report.body.childNodes].map((n) => into.importNode(n, true)));
}

/** Resolves once every picture of the page is decoded, so a print has them all. */
export function picturesDecoded(document: Document): Promise<unknown> {
  return Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
}
