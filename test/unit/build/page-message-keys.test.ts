import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  englishKeys,
  keysIn,
  firstScreenFiles,
  PAGES,
  pageMessageKeys,
  pageSlices,
  reachedFiles,
  sourceFiles,
  type PageName,
} from '../../../build/page-message-keys.ts';

/**
 * Each page bundles only the messages build/page-message-keys.ts finds in its code: a key it
 * misses shows as the raw key (or English) in that page. These hold the finder to what the code
 * does; test/unit/build/store-build.test.ts holds the built chunks to the finder.
 */
const ROOT = join(import.meta.dirname, '../../..');
const english = englishKeys(ROOT);
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
/** The file's code without its comment lines (which quote calls as examples). */
const code = (file: string): string =>
  read(file)
    .split('\n')
    .filter((line) => !/^\s*(?:\*|\/\/|\/\*)/.test(line))
    .join('\n');
const pages = Object.keys(PAGES) as PageName[];
const slices = pageMessageKeys(ROOT);

describe("a page's messages, as the build finds them", () => {
  it('are the literals that are keys, and every form of a plural base', () => {
    const keys = new Set(['a_title', 'b_count_one', 'b_count_other', 'b_countless']);
    const text = `t('a_title'); plural("b_count", n); const x = 'not_a_key'; \`a_title\``;
    expect([...keysIn(text, keys)].sort()).toEqual(['a_title', 'b_count_one', 'b_count_other']);
  });

  it.each(pages)('the %s reaches its entry, its views loaded later and the shared code', (page) => {
    const files = reachedFiles(ROOT, PAGES[page]);
    // The report page is plain TypeScript: one report, no views.
    expect(files).toContain(page === 'report' ? 'src/report/main.ts' : `src/${page}/main.tsx`);
    expect(files).toContain('src/ui/i18n/page-language.ts');
    if (page === 'popup') {
      // Views imported dynamically, and the side panel's own.
      expect(files).toContain('src/popup/scans/url-scan-view.tsx');
      expect(files).toContain('src/popup/side-panel-app.tsx');
    }
  });

  it.each(pages)("the %s's slice holds every key named in a file it reaches", (page) => {
    for (const file of reachedFiles(ROOT, PAGES[page])) {
      const missing = [...keysIn(read(file), english)].filter((key) => !slices[page].has(key));
      expect(missing, `${file}: keys missing from the ${page}'s catalogue`).toEqual([]);
    }
  });

  it("holds the words other runtimes send a page (an error's detail from the worker)", () => {
    for (const page of pages) {
      expect(slices[page].has('error_http5xx'), page).toBe(true);
      expect(slices[page].has('error_nothingSelected'), page).toBe(true);
      // Made by the popup, kept in the history.
      expect(slices[page].has('error_reportDamaged'), page).toBe(true);
    }
  });

  it('is smaller than the whole catalogue for each page', () => {
    for (const page of pages) expect(slices[page].size, page).toBeLessThan(english.size);
  });
});

describe("the popup's words in two parts: its first screen's, then the rest", () => {
  const { first, later } = pageSlices(ROOT).popup;
  const firstFiles = firstScreenFiles(ROOT, 'popup');

  it('follows only the imports evaluated before the first render', () => {
    expect(firstFiles).toContain('src/popup/app.tsx');
    expect(firstFiles).toContain('src/popup/side-panel-app.tsx');
    // Loaded when first shown, or with the first question past the opening ones.
    for (const file of [
      'src/popup/checks/check-group-view.tsx',
      'src/popup/scans/url-scan-view.tsx',
      'src/popup/scans/scan-plan.tsx',
      'src/shared/messages/index.ts',
      'src/shared/messages/checks.ts',
    ])
      expect(firstFiles, file).not.toContain(file);
  });

  it('the first part holds every key named in a file of the first screen', () => {
    for (const file of firstFiles) {
      const missing = [...keysIn(read(file), english)].filter((key) => !first.has(key));
      expect(missing, `${file}: keys missing from the first part`).toEqual([]);
    }
  });

  it('a view loaded later finds each of its keys in one part or the other', () => {
    for (const file of reachedFiles(ROOT, PAGES.popup)) {
      const missing = [...keysIn(read(file), english)].filter(
        (key) => !first.has(key) && !later.has(key),
      );
      expect(missing, `${file}: keys in neither part`).toEqual([]);
    }
  });

  it('splits the slice: no key in both parts, the first a small share', () => {
    expect([...first].filter((key) => later.has(key))).toEqual([]);
    expect(new Set([...first, ...later])).toEqual(slices.popup);
    expect(first.size).toBeLessThan(later.size / 2);
    // A view of the results: not on the first screen.
    expect(later.has('scans_planChanged')).toBe(true);
    expect(first.has('scans_planChanged')).toBe(false);
  });
});

describe('keys in the code', () => {
  const CALL = /\b(?:t|plural|has|detailWords|detailPlural)\(\s*['"`]([^'"`$]+)['"`]/g;

  it('each key passed as a literal is in the English catalogue (or is a plural base)', () => {
    const unknown = sourceFiles(ROOT).flatMap((file) =>
      [...code(file).matchAll(CALL)]
        .map((match) => match[1] ?? '')
        .filter((key) => !english.has(key) && !english.has(`${key}_other`))
        .map((key) => `${file}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });

  /**
   * A key made at run time (`` `error_${kind}Title` ``, `'label_' + id`) names no key the build
   * can find: it would be missing from every slice. Name each key whole, in a table if need be.
   */
  it('are never made at run time from a piece of a key', () => {
    const prefixes = new Set(
      [...english].flatMap((key) =>
        [...key.matchAll(/_/g)].map((match) => key.slice(0, (match.index ?? 0) + 1)),
      ),
    );
    const heads = /`([A-Za-z0-9_@]+)\$\{|['"]([A-Za-z0-9_@]+)['"]\s*\+/g;
    const made = sourceFiles(ROOT).flatMap((file) =>
      [...code(file).matchAll(heads)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((head) => [...prefixes].some((prefix) => head.startsWith(prefix)))
        .map((head) => `${file}: ${head}…`),
    );
    expect(made).toEqual([]);
  });
});
