/**
 * Layout-test catalogues made from English, the way Chromium's own pseudo-locales are: `en-XA`
 * swaps letters for accented look-alikes and pads each message to about 140% of its length
 * (German and Finnish run that much longer), so a label that overflows or a sentence that is
 * cut shows up; `ar-XB` keeps the words and marks them right to left, so a page shown in it is
 * laid out as Arabic or Hebrew would be. Placeholders (`$NAME$`, `$$`) are kept as they are.
 */
import type { Catalog, CatalogEntry } from './catalog.ts';
import type { PseudoLanguage } from './languages.ts';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((letter, i) => [
    letter,
    [...'åƀçðéĝĥîķļñöŕšţûýžÅƁÇÐÉĜĤÎĶĻÑÖŔŠŢÛÝŽ'][i] ?? letter,
  ]),
);

/** Placeholders and `$$`, which must reach the resolver untouched. */
const TOKEN = /(\$\$|\$[A-Za-z0-9_@]+\$)/;

const accent = (text: string): string =>
  text
    .split(TOKEN)
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')))
    .join('');

/** Padding worth 40% of the message's visible letters, in words so lines can still wrap. */
function padding(text: string): string {
  const visible = text.replace(new RegExp(TOKEN, 'g'), '').length;
  const extra = Math.ceil(visible * 0.4);
  if (extra === 0) return '';
  const words = 'one two three four five six seven eight nine ten'.split(' ');
  let pad = '';
  for (let i = 0; pad.length < extra; i += 1) pad += ` ${words[i % words.length] ?? ''}`;
  return pad.slice(0, extra + 1);
}

const RLM = '\u200f';

const transforms: Record<PseudoLanguage, (message: string) => string> = {
  'en-XA': (message) => `[${accent(message)}${padding(message)}]`,
  'ar-XB': (message) => `${RLM}${message}${RLM}`,
};

/** English, rewritten for a pseudo-locale; the name stays as the stores must show it. */
export function pseudoCatalog(english: Catalog, language: PseudoLanguage): Catalog {
  const transform = transforms[language];
  return Object.fromEntries(
    Object.entries(english).map(([key, entry]): [string, CatalogEntry] => [
      key,
      key === 'extName' ? entry : { ...entry, message: transform(entry.message) },
    ]),
  );
}
