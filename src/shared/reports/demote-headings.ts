import { SafeHtml } from './escape-html.ts';

/**
 * A report's part one level deeper (h2 → h3 …), so a file's checks sit under its heading in a
 * class set's report. Only our own markup can hold `<h`: every service string was escaped.
 */
export const demoteHeadings = (part: SafeHtml): SafeHtml =>
  new SafeHtml(
    part.markup.replace(
      /<(\/?)h([1-5])([ >])/g,
      (_, slash: string, level: string, after: string) => `<${slash}h${Number(level) + 1}${after}`,
    ),
  );
