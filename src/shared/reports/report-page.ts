import { markup, SafeHtml } from './escape-html.ts';
import { REPORT_CSS } from './report-style.ts';

/**
 * The policy the saved file carries: nothing is fetched (no fonts, frames, images but its own
 * data: pictures) and no script runs, whatever a service string might hold.
 */
export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** A constant with no double quote: written as it is, so the file reads plainly. */
const POLICY = new SafeHtml(REPORT_CSP);

/** Our own stylesheet, made of constants: inserted as it is (its quotes are CSS). */
const STYLE = new SafeHtml(REPORT_CSS);

/** A whole report: one self-contained document in the reader's language and direction. */
export function reportPage(page: {
  language: string;
  dir: 'ltr' | 'rtl';
  title: string;
  body: SafeHtml;
}): string {
  const doc = markup`<!doctype html>
<html lang="${page.language}" dir="${page.dir}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${page.title}</title>
<style>${STYLE}</style>
</head>
<body>
${page.body}
</body>
</html>
`;
  return doc.markup;
}
