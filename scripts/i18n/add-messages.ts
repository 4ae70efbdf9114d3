/**
 * Adds messages to every catalogue at once, from one file that holds each message in all the
 * shipped languages (so no language is forgotten), checked before anything is written:
 *
 *   npx tsx scripts/i18n/add-messages.ts messages.json
 *
 *   {
 *     "scan_waiting": { "description": "…", "en": "…", "de": "…", …, "ja": "…" },
 *     "scan_pages": {
 *       "description": "…", "placeholders": { "count": { "content": "$1", "example": "3" } },
 *       "plural": true,
 *       "en": { "one": "$COUNT$ page", "other": "$COUNT$ pages" }, …
 *     }
 *   }
 *
 * A plural message is given in exactly the forms `Intl.PluralRules` has for each language
 * (fr: one, many, other; ja: other) and is written as `<key>_<form>`. A key that exists is
 * replaced. Several people may run it at once: the catalogues are written under a lock.
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  CatalogSchema,
  placeholderNames,
  type CatalogEntry,
} from '../../src/shared/i18n/catalog.ts';
import { UI_LANGUAGES, type UiLanguage } from '../../src/shared/i18n/languages.ts';

const LOCALES = join(import.meta.dirname, '../../public/_locales');
const LOCK = join(LOCALES, '.lock');

const PlaceholdersSchema = v.record(
  v.string(),
  v.object({ content: v.string(), example: v.optional(v.string()) }),
);
const Words = v.union([v.string(), v.record(v.string(), v.string())]);
const InputSchema = v.record(
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_@]+$/)),
  v.object({
    description: v.string(),
    placeholders: v.optional(PlaceholdersSchema),
    plural: v.optional(v.boolean()),
    ...Object.fromEntries(UI_LANGUAGES.map((language) => [language, Words])),
  }),
);

function entriesFor(
  input: v.InferOutput<typeof InputSchema>,
): Map<UiLanguage, [string, CatalogEntry][]> {
  const out = new Map<UiLanguage, [string, CatalogEntry][]>(UI_LANGUAGES.map((l) => [l, []]));
  const problems: string[] = [];
  for (const [key, item] of Object.entries(input)) {
    const record = item as Record<string, unknown>;
    const base = {
      description: item.description,
      ...(item.placeholders ? { placeholders: item.placeholders } : {}),
    };
    let englishNames: string[] | undefined;
    for (const language of UI_LANGUAGES) {
      const words = record[language] as string | Record<string, string>;
      const forms: [string, string][] = item.plural
        ? typeof words === 'string'
          ? (problems.push(`${key} ${language}: a plural message needs its forms`), [])
          : Object.entries(words)
        : typeof words === 'string'
          ? [['', words]]
          : (problems.push(`${key} ${language}: not a plural message`), []);
      if (item.plural) {
        const need = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
        const have = forms.map(([form]) => form).sort();
        if (need.join() !== have.join())
          problems.push(
            `${key} ${language}: forms ${have.join()} but the language needs ${need.join()}`,
          );
      }
      for (const [form, message] of forms) {
        const name = form ? `${key}_${form}` : key;
        const entry: CatalogEntry = { message, ...base };
        const names = placeholderNames(entry);
        englishNames ??= names;
        if (names.join() !== englishNames.join())
          problems.push(
            `${name} ${language}: placeholders ${names.join()} ≠ ${englishNames.join()}`,
          );
        const declared = Object.keys(item.placeholders ?? {}).map((n) => n.toLowerCase());
        for (const n of names)
          if (!declared.includes(n)) problems.push(`${name} ${language}: $${n}$ undeclared`);
        if (message.replace(/\$\$|\$[A-Za-z0-9_@]+\$/g, '').includes('$'))
          problems.push(`${name} ${language}: a lone $ (write $$)`);
        if (message.trim() === '') problems.push(`${name} ${language}: empty`);
        out.get(language)?.push([name, entry]);
      }
    }
  }
  if (problems.length) throw new Error(`Nothing written:\n${problems.join('\n')}`);
  return out;
}

async function withLock<T>(run: () => T): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (tries > 600) throw new Error(`The catalogues stay locked (${LOCK}); remove it if stale.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return run();
  } finally {
    rmdirSync(LOCK);
  }
}

const file = process.argv[2];
if (!file) throw new Error('Usage: npx tsx scripts/i18n/add-messages.ts <messages.json>');
const added = entriesFor(v.parse(InputSchema, JSON.parse(readFileSync(file, 'utf8'))));
await withLock(() => {
  for (const language of UI_LANGUAGES) {
    const path = join(LOCALES, language, 'messages.json');
    const catalog = v.parse(CatalogSchema, JSON.parse(readFileSync(path, 'utf8')));
    // A plural message given again replaces all its old forms.
    for (const [name] of added.get(language) ?? []) delete catalog[name];
    for (const [name, entry] of added.get(language) ?? []) catalog[name] = entry;
    writeFileSync(path, `${JSON.stringify(catalog, null, 2)}\n`);
  }
});
console.log(
  `Added ${Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object).length} messages to ${UI_LANGUAGES.length} catalogues.`,
);
