import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What an entry loads at start: its own file and the chunks it imports statically, in turn. */
export function closure(dist: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !existsSync(join(dist, file))) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
      visit(normalize(join(dirname(file), match[1] ?? '')));
    }
  };
  visit(entry);
  return [...seen];
}

export function htmlScripts(dist: string, page: string): string[] {
  const html = readFileSync(join(dist, page), 'utf8');
  return [...html.matchAll(/src="\/?([^"]+\.js)"/g)].map((m) => m[1] ?? '');
}

/**
 * The most code the worker may evaluate at wake (issue 46): its entry and what it imports
 * statically. Bytes, not KiB: catalogues as modules once made it 1 MB.
 */
export const WORKER_WAKE_LIMIT_BYTES = 300_000;

/** The worker's script as the manifest names it (Firefox's event page lists scripts). */
export function workerEntry(dist: string): string {
  const { background } = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
    background: { service_worker?: string; scripts?: string[] };
  };
  const entry = background.service_worker ?? background.scripts?.[0];
  if (!entry) throw new Error(`${dist}/manifest.json names no background script.`);
  return entry;
}

/** The bytes of code the worker evaluates when it wakes, before it reads any file. */
export function workerWakeBytes(dist: string): number {
  return closure(dist, workerEntry(dist)).reduce(
    (sum, file) => sum + statSync(join(dist, file)).size,
    0,
  );
}

export interface EntrySize {
  entry: string;
  files: number;
  bytes: number;
  gzipBytes: number;
}

/** Size of what each runtime loads from a build: worker, content script, popup, options. */
export function measureBundle(dist: string): EntrySize[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
    action: { default_popup: string };
    options_ui: { page: string };
  };
  const entries: Record<string, string[]> = {
    'service worker': [workerEntry(dist)],
    'content script': ['src/content/content-script.js'],
    // What a first opening of the popup injects (content/first-screen-script.ts).
    'content script, first part': ['src/content/first-screen-script.js'],
    popup: htmlScripts(dist, manifest.action.default_popup),
    options: htmlScripts(dist, manifest.options_ui.page),
  };
  return Object.entries(entries).map(([entry, roots]) => {
    const files = [...new Set(roots.flatMap((root) => closure(dist, root)))];
    const bytes = files.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0);
    const gzipBytes = files.reduce(
      (sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length,
      0,
    );
    return { entry, files: files.length, bytes, gzipBytes };
  });
}

/** What issue 46 asks of the popup's first-paint JavaScript, gzipped, in every language. */
export const POPUP_FIRST_PAINT_GOAL_BYTES = 25_000;
/**
 * The most JavaScript, gzipped, the popup (and the side panel, which loads its frame's chunk
 * too) may load before it first paints: its chunk, the first screen's words in its language
 * (build/page-catalog-slices.ts), webextension-polyfill, the message contract for the opening
 * answers only (platform/messaging.ts: what it shows of the account, `account/summary`, and the
 * selection), valibot's functions its own schemas use (build/valibot-parts.ts), no error
 * explanations (popup/lazy-error-notice.ts). Issue 46 found 47 KB English (66 KB German,
 * English under it); the store builds came to 23.6 KB English, 23.8 KB German (Firefox 0.1 KB
 * more, the side panel 0.5 KB more): the goal is the limit.
 */
export const POPUP_FIRST_PAINT_LIMIT_BYTES = {
  en: POPUP_FIRST_PAINT_GOAL_BYTES,
  de: POPUP_FIRST_PAINT_GOAL_BYTES,
} as const;

/**
 * A page's first catalogue part by its language: `messages-popup-de-…` (not the part loaded after
 * the first paint, `messages-popup-later-de-…`).
 */
const catalogChunk = (language: string): RegExp =>
  new RegExp(`(?:^|/)messages-(?:[a-z]+-)?${language}-[\\w-]+\\.js$`);

const dynamicImports = (dist: string, file: string): string[] =>
  [
    ...readFileSync(join(dist, file), 'utf8').matchAll(
      /import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g,
    ),
  ].map((m) => normalize(join(dirname(file), m[1] ?? '')));

/**
 * What a page loads before it first paints, in `language`: its HTML's scripts and their static
 * imports, the catalogue chunk of its language that the page imports dynamically before its
 * first render (ui/i18n/opening-language.ts), and any other chunk it waits for (`awaited`, as
 * the side panel its frame), with theirs, found among the dynamic imports of that code.
 */
export function firstPaintFiles(
  dist: string,
  page: string,
  language: string,
  awaited: readonly RegExp[] = [],
): string[] {
  const files = [...new Set(htmlScripts(dist, page).flatMap((script) => closure(dist, script)))];
  const later = files.flatMap((file) => dynamicImports(dist, file));
  const catalog = later.find((file) => catalogChunk(language).test(file));
  if (!catalog) throw new Error(`${page} imports no "${language}" catalogue chunk.`);
  const waitedFor = awaited.map((pattern) => {
    const chunk = later.find((file) => pattern.test(file));
    if (!chunk) throw new Error(`${page} imports no chunk like ${String(pattern)}.`);
    return closure(dist, chunk);
  });
  return [...new Set([...files, catalog, ...waitedFor.flat()])];
}

/** The bytes of `files` gzipped one by one, as each is its own file to read. */
export const gzipBytes = (dist: string, files: readonly string[]): number =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);

export interface FirstPaint {
  en: number;
  de: number;
}

/** The popup's first-paint JavaScript, gzipped, in English and in German. */
export function popupFirstPaint(dist: string): FirstPaint {
  const popup = 'src/popup/index.html';
  return {
    en: gzipBytes(dist, firstPaintFiles(dist, popup, 'en')),
    de: gzipBytes(dist, firstPaintFiles(dist, popup, 'de')),
  };
}

/** The side panel's (the popup's app in a docked page, src/popup/main.tsx waits for its frame). */
export function sidePanelFirstPaint(dist: string): FirstPaint {
  const panel = 'src/popup/panel.html';
  const frame = [/(?:^|\/)side-panel-app-[\w-]+\.js$/];
  return {
    en: gzipBytes(dist, firstPaintFiles(dist, panel, 'en', frame)),
    de: gzipBytes(dist, firstPaintFiles(dist, panel, 'de', frame)),
  };
}
