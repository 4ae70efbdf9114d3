import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CatalogSchema,
  placeholderNames,
  type Catalog,
} from '../../../../src/shared/i18n/catalog.ts';
import { UI_LANGUAGES } from '../../../../src/shared/i18n/languages.ts';

const LOCALES = join(import.meta.dirname, '../../../../public/_locales');
const read = (language: string): Catalog =>
  v.parse(
    CatalogSchema,
    JSON.parse(readFileSync(join(LOCALES, language, 'messages.json'), 'utf8')),
  );
const en = read('en');

/** Plural messages (`<base>_<category>`) by base, from English's `_other` keys. */
const pluralBases = Object.keys(en)
  .filter((key) => key.endsWith('_other'))
  .map((key) => key.slice(0, -'_other'.length));
const isPlural = (key: string): boolean => pluralBases.some((base) => key.startsWith(`${base}_`));

describe('the catalogues', () => {
  it('are exactly the shipped languages', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  describe.each(UI_LANGUAGES)('%s', (language) => {
    const catalog = read(language);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

    it('has every message English has, and no other', () => {
      const plain = (c: Catalog): string[] =>
        Object.keys(c)
          .filter((k) => !isPlural(k))
          .sort();
      expect(plain(catalog)).toEqual(plain(en));
    });

    it('has each count-dependent message in exactly the forms the language needs', () => {
      for (const base of pluralBases) {
        const forms = Object.keys(catalog)
          .filter((key) => key.startsWith(`${base}_`))
          .map((key) => key.slice(base.length + 1))
          .sort();
        expect(forms, base).toEqual([...categories].sort());
      }
    });

    it('fills the same placeholders as English, each one declared', () => {
      for (const [key, entry] of Object.entries(catalog)) {
        const english = en[key] ?? en[`${key.replace(/_[a-z]+$/, '')}_other`];
        expect(english, key).toBeDefined();
        if (!english) continue;
        expect(placeholderNames(entry), key).toEqual(placeholderNames(english));
        const declared = Object.keys(entry.placeholders ?? {}).map((n) => n.toLowerCase());
        for (const name of placeholderNames(entry)) expect(declared, key).toContain(name);
        // A lone `$` would be read as the start of a placeholder: written `$$` where meant.
        expect(entry.message.replace(/\$\$|\$[A-Za-z0-9_@]+\$/g, ''), key).not.toContain('$');
      }
    });

    it('keeps the name, and writes every message out', () => {
      expect(catalog.extName?.message).toBe('Authenticity Lens');
      for (const [key, entry] of Object.entries(catalog))
        expect(entry.message.trim(), key).not.toBe('');
    });
  });
});
