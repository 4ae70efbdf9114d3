/**
 * A translator for a shipped language, read from `public/_locales` as the pages and the worker
 * read it (for tests that compare what people see with the catalogue).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translatorFor } from '../../../src/shared/i18n/catalogs.ts';
import type { DisplayLanguage } from '../../../src/shared/i18n/languages.ts';
import type { Translator } from '../../../src/shared/i18n/translator.ts';

const LOCALES = join(import.meta.dirname, '../../../public/_locales');

export const translatorIn = (language: DisplayLanguage): Promise<Translator> =>
  translatorFor(language, (l) =>
    Promise.resolve(JSON.parse(readFileSync(join(LOCALES, l, 'messages.json'), 'utf8'))),
  );
