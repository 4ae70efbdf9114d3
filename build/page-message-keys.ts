/**
 * Which catalogue messages each page shows, read from the source at build time, so a page bundles
 * only those (build/page-catalog-slices.ts), in two parts: the first screen's (the keys in the
 * files its entry imports statically) and the rest (views loaded later, words other runtimes
 * send), which the page loads right after it first paints. Our code names a message by a string literal that is
 * its key: in a `t('…')` call, a typed `MessageKey` field, a table of keys. So a page's keys are
 * the literals, in the files its entry reaches, that are keys of the English catalogue (a plural
 * base names all its forms). Pages also show words other runtimes name (an error's detail the
 * worker sent as `{ key, args }`, kept in the history the settings page lists), so every key
 * found in code outside the pages' own folders, or in a file that makes such words, is in every
 * slice. Keys made at run time (`` `error_${kind}` ``) would escape this: the unit test
 * test/unit/build/page-message-keys.test.ts forbids them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** The pages with a slice of their own, by the name the build gives their graph, and their HTML. */
export const PAGES = {
  popup: ['src/popup/index.html', 'src/popup/panel.html'],
  options: ['src/options/index.html'],
  report: ['src/report/index.html'],
} as const satisfies Record<string, readonly string[]>;
export type PageName = keyof typeof PAGES;

/** Folders whose code only the pages run: their keys are in a slice only if the page reaches them. */
const PAGE_FOLDERS = /^src\/(?:popup|options|report|ui)\//;
/** Words made to travel (an error's detail), which another page may show from the history. */
const TRAVELLING_WORDS = /\bdetail(?:Words|Plural)\(/;
const SOURCE = /\.(?:tsx?|html)$/;
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** Imports evaluated with the importer: not `import type`, not `import()`. */
const STATIC_IMPORT =
  /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|^import\s*['"](\.{1,2}\/[^'"]+)['"]/gms;
const HTML_SCRIPT = /<script[^>]*\ssrc="(\.{1,2}\/[^"]+)"/g;
const LITERAL = /'([A-Za-z0-9_@]+)'|"([A-Za-z0-9_@]+)"|`([A-Za-z0-9_@]+)`/g;
const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;

const posix = (path: string): string => path.replace(/\\/g, '/');

/**
 * The source files an entry reaches by relative imports, static or dynamic (or, with `only`
 * `'static'`, those evaluated before it runs), as project paths.
 */
export function reachedFiles(
  root: string,
  entries: readonly string[],
  only: 'static' | 'all' = 'all',
): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !SOURCE.test(file) || !existsSync(join(root, file))) return;
    seen.add(file);
    const text = readFileSync(join(root, file), 'utf8');
    const pattern = file.endsWith('.html')
      ? HTML_SCRIPT
      : only === 'static'
        ? STATIC_IMPORT
        : IMPORT;
    for (const match of text.matchAll(pattern)) {
      visit(posix(normalize(join(dirname(file), match[1] ?? match[2] ?? ''))));
    }
  };
  entries.forEach((entry) => visit(posix(entry)));
  return [...seen].sort();
}

/** The catalogue keys a source text names: literal keys, and every form of a literal plural base. */
export function keysIn(text: string, catalogKeys: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(LITERAL)) {
    const literal = match[1] ?? match[2] ?? match[3] ?? '';
    if (catalogKeys.has(literal)) found.add(literal);
    if (catalogKeys.has(`${literal}_other`)) {
      for (const key of catalogKeys) {
        if (key.startsWith(`${literal}_`) && PLURAL_FORM.test(key.slice(literal.length))) {
          found.add(key);
        }
      }
    }
  }
  return found;
}

/** Every TypeScript file under `src/`, as project paths. */
export function sourceFiles(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((path) => posix(join('src', path)))
    .filter((path) => /\.tsx?$/.test(path))
    .sort();
}

/** The English catalogue's keys. */
export function englishKeys(root: string): Set<string> {
  const file = join(root, 'public/_locales/en/messages.json');
  return new Set(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object));
}

const keysOf = (
  root: string,
  files: readonly string[],
  catalogKeys: ReadonlySet<string>,
): Set<string> =>
  new Set(
    files.flatMap((file) => [...keysIn(readFileSync(join(root, file), 'utf8'), catalogKeys)]),
  );

/**
 * Modules a page imports dynamically but waits for before its first render (the side panel's
 * frame): their keys are the first screen's too.
 */
export const FIRST_SCREEN_EXTRAS: Record<PageName, readonly string[]> = {
  popup: ['src/popup/side-panel-app.tsx'],
  options: [],
  report: [],
};

/** A page's slice in the two parts it loads: before its first paint, and right after. */
export interface PageSlice {
  first: Set<string>;
  later: Set<string>;
}

/** The files a page evaluates before its first render. */
export const firstScreenFiles = (root: string, page: PageName): string[] =>
  reachedFiles(root, [...PAGES[page], ...FIRST_SCREEN_EXTRAS[page]], 'static');

/**
 * Each page's slice, split: the first screen's keys, then the rest. The settings page is one
 * part (its sections all show at once), and so is the report page (it shows one report, whole).
 */
export function pageSlices(root: string): Record<PageName, PageSlice> {
  const whole = pageMessageKeys(root);
  const catalogKeys = englishKeys(root);
  const split = (page: PageName): PageSlice => {
    if (page === 'options' || page === 'report') return { first: whole[page], later: new Set() };
    const first = keysOf(root, firstScreenFiles(root, page), catalogKeys);
    return { first, later: new Set([...whole[page]].filter((key) => !first.has(key))) };
  };
  return { popup: split('popup'), options: split('options'), report: split('report') };
}

/** The keys each page's catalogue slice holds. */
export function pageMessageKeys(root: string): Record<PageName, Set<string>> {
  const catalogKeys = englishKeys(root);
  const elsewhere = keysOf(
    root,
    sourceFiles(root).filter(
      (file) =>
        !PAGE_FOLDERS.test(file) || TRAVELLING_WORDS.test(readFileSync(join(root, file), 'utf8')),
    ),
    catalogKeys,
  );
  const slice = (page: PageName): Set<string> =>
    new Set([...elsewhere, ...keysOf(root, reachedFiles(root, PAGES[page]), catalogKeys)]);
  return { popup: slice('popup'), options: slice('options'), report: slice('report') };
}
