/**
 * Words in one language: a message by its key, with its arguments (numbers written the
 * language's way), a plural-correct message (`Intl.PluralRules` picks `key_one`, `key_few`…,
 * `key_other`), and numbers. A key missing from the language reads from English; one missing
 * from English too is a bug, shown as the key itself so it is seen, never as an empty string.
 */
import { formatMessage, type Catalog } from './catalog.ts';
import type enMessages from '../../../public/_locales/en/messages.json';
import type { DisplayLanguage } from './languages.ts';

export type MessageKey = Extract<keyof typeof enMessages, string>;
/** Keys whose message depends on a count: `<key>_one`, `<key>_other`… in the catalogue. */
export type PluralKey = MessageKey extends infer K
  ? K extends `${infer Base}_other`
    ? Base
    : never
  : never;

export type Argument = string | number;

export interface Translator {
  readonly language: DisplayLanguage;
  readonly dir: 'ltr' | 'rtl';
  t: (key: MessageKey, ...args: Argument[]) => string;
  /** Whether the catalogues hold `key` (a key that came as a string, e.g. in an error's words). */
  has: (key: string) => key is MessageKey;
  /** The message for `count` (also its first argument, `$1`), then `args` as `$2`… */
  plural: (key: PluralKey, count: number, ...args: Argument[]) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /**
   * Items joined the language's way: "1, 3 and 6" (`and`), or "face, hand" (`plain`, a list
   * with no last word).
   */
  list: (items: readonly string[], type?: 'and' | 'plain') => string;
  /** A date or time the language's way (`{ dateStyle: 'medium', timeStyle: 'short' }`…). */
  date: (value: number | Date, options?: Intl.DateTimeFormatOptions) => string;
}

/** Languages written right to left (none shipped yet; the `ar-XB` pseudo-locale tests the layout). */
const RTL = new Set(['ar', 'fa', 'he', 'ur']);

export function createTranslator(
  language: DisplayLanguage,
  catalog: Catalog,
  fallback: Catalog,
): Translator {
  const numbers = new Intl.NumberFormat(language);
  const plurals = new Intl.PluralRules(language);
  const text = (arg: Argument): string => (typeof arg === 'number' ? numbers.format(arg) : arg);
  const lookup = (key: string, args: readonly Argument[]): string => {
    const entry = catalog[key] ?? fallback[key];
    return entry ? formatMessage(entry, args.map(text)) : key;
  };
  return {
    language,
    dir: RTL.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr',
    t: (key, ...args) => lookup(key, args),
    has: (key): key is MessageKey => Object.hasOwn(catalog, key) || Object.hasOwn(fallback, key),
    plural(key, count, ...args) {
      const exact = `${key}_${plurals.select(count)}`;
      const chosen = exact in catalog || exact in fallback ? exact : `${key}_other`;
      return lookup(chosen, [count, ...args]);
    },
    number: (value, options) =>
      options ? new Intl.NumberFormat(language, options).format(value) : numbers.format(value),
    date: (value, options) => new Intl.DateTimeFormat(language, options).format(value),
    list: (items, type = 'and') => {
      // Our English is written the British way: no comma before the last "and".
      const locale = language === 'en' ? 'en-GB' : language;
      const plain = type === 'plain' && !language.startsWith('ja');
      return new Intl.ListFormat(
        locale,
        plain ? { type: 'unit', style: 'short' } : { type: 'conjunction' },
      ).format(items);
    },
  };
}
