import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closure,
  htmlScripts,
  firstPaintFiles,
  POPUP_FIRST_PAINT_LIMIT_BYTES,
  popupFirstPaint,
  sidePanelFirstPaint,
  WORKER_WAKE_LIMIT_BYTES,
  workerWakeBytes,
} from '../../../scripts/bundle-size.ts';
import { SEPARATE } from '../../../vite.config.ts';
import {
  englishKeys,
  keysIn,
  PAGES,
  pageMessageKeys,
  pageSlices,
  type PageName,
} from '../../../build/page-message-keys.ts';
import { UI_LANGUAGES } from '../../../src/shared/i18n/languages.ts';
import { PDF_RESOURCE_FOLDERS } from '../../../src/offscreen/pdf/pdf-resources.ts';
import { TEST_DOCS_HOST } from '../../../src/shared/google-docs/google-doc.ts';
import { VIDEO_TIMELINE_PROBE_KEY } from '../../../src/content/videos/video-timeline-probe.ts';
import { buildPackage, workerScript, type BuiltPackage } from './build-package.ts';

/**
 * The store builds (Chromium and Firefox), each made here into a folder of its own, checked for
 * what our build plugins rely on and what they are for. Each failure names the assumption that
 * broke and the plugin to look at: run these after upgrading vite, rolldown or crxjs.
 */

/** The file crxjs builds from src/content/content-script.ts (`contentScripts.standaloneFiles`). */
const CONTENT_SCRIPT = 'src/content/content-script.js';
const CONTENT_ENTRY = 'src/content/content-script.ts';
const FIRST_SCREEN_SCRIPT = 'src/content/first-screen-script.js';
const POPUP = 'src/popup/index.html';
const PANEL = 'src/popup/panel.html';
const OPTIONS = 'src/options/index.html';
/** The printable report page, opened by "Save as PDF" by its path (no manifest names it). */
const REPORT = 'src/report/index.html';
const OFFSCREEN = 'src/offscreen/offscreen.html';

const ROOT = join(import.meta.dirname, '../../..');

describe.each([
  ['Chromium', 'production'],
  ['Firefox', 'firefox'],
])('the %s store build', (_browser, mode) => {
  let built: BuiltPackage;
  let dist = '';

  beforeAll(async () => {
    built = await buildPackage(mode);
    dist = built.dist;
  }, 120_000);

  afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const read = (file: string): string => readFileSync(join(dist, file), 'utf8');
  const pageFiles = (page: string): string[] => [
    ...new Set(htmlScripts(dist, page).flatMap((script) => closure(dist, script))),
  ];
  const styleSheets = (page: string): string[] =>
    [...read(page).matchAll(/href="\/?([^"]+\.css)"/g)].map((m) => m[1] ?? '');
  // The bundler's own helpers (module interop, preloading) are shared by every graph, and so
  // are the catalogues (data, one chunk per page and language: `popupChunks`).
  const CATALOG_CHUNK =
    /\/messages-(?:(?:popup|options|report)-)?(?:later-)?([a-z]{2})-[\w-]+\.js$/;
  const ownCode = (files: string[]): string[] =>
    files.filter(
      (file) => !/\/(rolldown-runtime|helpers)-[\w-]+\.js$/.test(file) && !CATALOG_CHUNK.test(file),
    );
  /** The keys a catalogue chunk holds, by its name's start (none if there is no such chunk). */
  const chunkKeys = (prefix: string): string[] => {
    const chunk = readdirSync(join(dist, 'assets')).find((file) => file.startsWith(prefix));
    if (!chunk) return [];
    return [
      ...read(`assets/${chunk}`).matchAll(
        /[{,]\s*"?([A-Za-z0-9_@]+)"?\s*:\s*\{\s*"?message"?\s*:/g,
      ),
    ].map((m) => m[1] ?? '');
  };
  const catalogs = (files: string[]): string[] =>
    files.flatMap((file) => CATALOG_CHUNK.exec(file)?.[1] ?? []).sort();
  const exposed = (resources: BuiltPackage['manifest']['web_accessible_resources']): string[] =>
    (resources ?? []).flatMap((entry) => entry.resources);

  describe('what crxjs writes, which our plugins patch', () => {
    it('the content script is one classic script, injected by the worker by its path', () => {
      expect(
        existsSync(join(dist, CONTENT_SCRIPT)),
        `crxjs wrote no ${CONTENT_SCRIPT}: \`contentScripts.standaloneFiles\` in vite.config.ts ` +
          'no longer builds the content script as one file (and build/drop-content-script-' +
          'exposure.ts, scripts/bundle-size.ts name that file)',
      ).toBe(true);
      expect(
        read(CONTENT_SCRIPT),
        `${CONTENT_SCRIPT} imports or exports: crxjs' standalone (IIFE) build of it is not ` +
          'self-contained, and `scripting.executeScript` runs classic scripts only',
      ).not.toMatch(/^\s*(?:import\s*[\w{*"'`]|export\s)/m);
      const worker = closure(dist, workerScript(built.manifest)).map(read).join('\n');
      expect(
        worker.includes(CONTENT_SCRIPT),
        `the worker does not name ${CONTENT_SCRIPT}: crxjs resolves the worker's ` +
          '`content-script.ts?iife` import to another file now',
      ).toBe(true);
    });

    it('crxjs exposes the content script to every site; build/drop-content-script-exposure.ts takes it out', () => {
      expect(
        exposed(built.crxManifest.web_accessible_resources),
        `crxjs no longer lists ${CONTENT_SCRIPT} as web-accessible: ` +
          'build/drop-content-script-exposure.ts has nothing to remove (delete it), unless crxjs ' +
          'names the script otherwise now',
      ).toContain(CONTENT_SCRIPT);
      expect(
        exposed(built.manifest.web_accessible_resources),
        'the package exposes the content script to every site: build/drop-content-script-' +
          'exposure.ts edits manifest.json on disk in `writeBundle`, so crxjs must have ' +
          'written it by then, with the script under that name',
      ).not.toContain(CONTENT_SCRIPT);
    });

    it('crxjs also bundles an ES copy of the content script; build/drop-unused-content-chunk.ts deletes it', () => {
      const copies = built.entries.filter(({ module }) => module.endsWith(CONTENT_ENTRY));
      expect(
        copies,
        `crxjs no longer emits an ES entry chunk for ${CONTENT_ENTRY}: ` +
          'build/drop-unused-content-chunk.ts has nothing to delete (delete it)',
      ).toHaveLength(1);
      for (const { fileName } of copies) {
        expect(
          existsSync(join(dist, fileName)),
          `${fileName} (crxjs' unused ES copy of the content script) is in the package: ` +
            'build/drop-unused-content-chunk.ts did not delete it (it looks for an entry ' +
            `chunk whose facadeModuleId ends with ${CONTENT_ENTRY}, in \`writeBundle\`)`,
        ).toBe(false);
      }
    });

    it('the package carries only scripts that something loads, at start or on demand', () => {
      const scripts = readdirSync(join(dist, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => `assets/${name}`);
      const reached = new Set<string>();
      const visit = (file: string): void => {
        if (reached.has(file)) return;
        reached.add(file);
        // Static imports, dynamic ones and preload lists all name the chunk's file.
        for (const other of scripts)
          if (read(file).includes(other.slice('assets/'.length))) visit(other);
      };
      visit(workerScript(built.manifest));
      // The hidden page that reads PDFs is opened by the worker, by its path.
      // The report page is opened by "Save as PDF", by its path, too.
      for (const page of [POPUP, PANEL, OPTIONS, OFFSCREEN, REPORT])
        htmlScripts(dist, page).forEach(visit);
      for (const [page, opener] of [
        [OFFSCREEN, 'the worker'],
        [REPORT, '"Save as PDF"'],
      ] as const)
        expect(
          [...reached].some((file) => read(file).includes(page)),
          `no script names ${page}: ${opener} opens it by that path`,
        ).toBe(true);
      expect(
        scripts.filter((file) => !reached.has(file)),
        'scripts nothing loads: if one is a copy of the content script, see ' +
          'build/drop-unused-content-chunk.ts; else a chunk the bundler split off for nobody',
      ).toEqual([]);
    });
  });

  describe('what the loopback builds add for the tests', () => {
    // Each probe's name, as a test reads it from our isolated world (loopback builds only).
    const PROBES = [VIDEO_TIMELINE_PROBE_KEY];

    it('no script of the package carries a test probe (vite.config.ts `LENS_TEST_PROBES`)', () => {
      const scripts = [
        CONTENT_SCRIPT,
        ...readdirSync(join(dist, 'assets'))
          .filter((name) => name.endsWith('.js'))
          .map((name) => `assets/${name}`),
      ];
      expect(
        scripts.filter((file) => PROBES.some((probe) => read(file).includes(probe))),
        'a store build carries test probes: content-script.ts must expose them only under ' +
          '`import.meta.env.LENS_TEST_PROBES`, a literal vite.config.ts defines (false here), ' +
          "so the bundler drops the probe's module whole",
      ).toEqual([]);
    });

    it("no script of the package knows the tests' Google Docs stand-in (google-doc.ts `DOCS_HOSTS`)", () => {
      const scripts = readdirSync(join(dist, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => `assets/${name}`);
      expect(scripts.filter((file) => read(file).includes(TEST_DOCS_HOST.hostname))).toEqual([]);
    });
  });

  describe('what build/valibot-parts.ts is for', () => {
    const valibotParts = (modules: readonly string[]): string[] =>
      modules.flatMap((id) => /\/valibot\/dist\/parts\/(\w+)\.mjs$/.exec(id)?.[1] ?? []);

    it("the popup's first screen carries the valibot functions its own schemas use, not the later views'", () => {
      const [first] = ownCode(pageFiles(POPUP));
      const modules = built.chunkModules.get(first ?? '') ?? [];
      expect(
        valibotParts(modules),
        'the popup carries valibot whole: build/valibot-parts.ts no longer cuts it into parts ' +
          '(after separateGraphs in vite.config.ts), or valibot has a new shape',
      ).toContain('object');
      // Only the schemas of API answers and of later views' records use these, and the e-mail
      // check only the account's editors (shared/settings/account-credentials.ts).
      const later = ['looseObject', 'tuple', 'partial', 'email'];
      expect(
        valibotParts(modules).filter((part) => later.includes(part)),
        "a later view's valibot functions load before the popup paints",
      ).toEqual([]);
      expect(
        [...built.chunkModules.values()].some((ids) => valibotParts(ids).includes('looseObject')),
        'the measure finds nothing',
      ).toBe(true);
    });
  });

  describe('what build/pdf-resources.ts is for', () => {
    const PDFJS = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    const files = (folder: string): string[] =>
      existsSync(join(dist, folder)) ? readdirSync(join(dist, folder)).sort() : [];

    it("the package carries pdf.js' CMaps and standard fonts, as files, not code", () => {
      const cMaps = files(PDF_RESOURCE_FOLDERS.cMaps);
      expect(
        cMaps,
        `no ${PDF_RESOURCE_FOLDERS.cMaps} in the package: build/pdf-resources.ts copies them ` +
          "from pdfjs-dist's cmaps/ in `generateBundle` (a Japanese PDF reads as a few characters " +
          'without them)',
      ).toEqual(expect.arrayContaining(['Adobe-Japan1-UCS2.bcmap', 'UniJIS-UTF16-H.bcmap']));
      expect(cMaps.filter((name) => name.endsWith('.bcmap'))).toEqual(
        readdirSync(join(PDFJS, 'cmaps'))
          .filter((name) => name.endsWith('.bcmap'))
          .sort(),
      );
      expect(files(PDF_RESOURCE_FOLDERS.standardFonts)).toEqual(
        expect.arrayContaining(['FoxitSerif.pfb', 'LiberationSans-Regular.ttf']),
      );
      expect(
        readFileSync(join(dist, PDF_RESOURCE_FOLDERS.cMaps, 'Adobe-Japan1-UCS2.bcmap')),
        'a CMap in the package differs from pdfjs-dist’s',
      ).toEqual(readFileSync(join(PDFJS, 'cmaps', 'Adobe-Japan1-UCS2.bcmap')));
    });

    it('they are ours alone: no web page may fetch them', () => {
      expect(
        exposed(built.manifest.web_accessible_resources).filter((path) =>
          path.startsWith(PDF_RESOURCE_FOLDERS.cMaps.split('/')[0]!),
        ),
        "pdf.js' data files are exposed to web pages: only the hidden page fetches them",
      ).toEqual([]);
    });

    it('the hidden page names them, and only when it reads a PDF', () => {
      const offscreen = ownCode(pageFiles(OFFSCREEN)).map(read).join('\n');
      expect(
        offscreen,
        'the hidden page loads pdf.js at start: offscreen.ts must import it for PDFs only',
      ).not.toContain('GlobalWorkerOptions');
      const all = readdirSync(join(dist, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => read(`assets/${name}`));
      expect(
        all.some((code) => code.includes(PDF_RESOURCE_FOLDERS.cMaps)),
        `no script names ${PDF_RESOURCE_FOLDERS.cMaps}: the hidden page gives pdf.js no cMapUrl`,
      ).toBe(true);
    });
  });

  describe('what build/separate-graphs.ts is for', () => {
    it('each runtime listed in vite.config.ts `SEPARATE` has a module graph of its own', () => {
      expect(
        [...built.graphs].sort(),
        'runtimes missing here got no copies of their modules: the `resolveId` hook of ' +
          'build/separate-graphs.ts no longer sees their imports, or the bundler drops the ' +
          '`?graph=` query it adds',
      ).toEqual(Object.keys(SEPARATE).sort());
    });

    it("the popup's first screen is one chunk of its own, besides the shared helpers", () => {
      const popup = ownCode(pageFiles(POPUP));
      expect(
        popup,
        "the popup's first screen is not one chunk: `popupChunks` (build/separate-graphs.ts), " +
          "set as rolldown's `output.codeSplitting` in vite.config.ts, no longer groups it " +
          '(a rolldown option: check its name and `groups` semantics after an upgrade)',
      ).toHaveLength(1);
      // The side panel is the same page opened another way.
      expect(ownCode(pageFiles(PANEL)), 'the side panel loads other chunks than the popup').toEqual(
        popup,
      );
    });

    it('the worker, the settings page and the hidden PDF page share no code with the popup', () => {
      const popup = pageFiles(POPUP);
      const runtimes: Record<string, string[]> = {
        worker: closure(dist, workerScript(built.manifest)),
        'settings page': pageFiles(OPTIONS),
        'hidden PDF page': pageFiles(OFFSCREEN),
      };
      for (const [name, files] of Object.entries(runtimes)) {
        expect(ownCode(files).length, `the ${name} loads no script`).toBeGreaterThan(0);
        expect(
          ownCode(files).filter((file) => popup.includes(file)),
          `the ${name} loads the popup's chunks: build/separate-graphs.ts did not give its ` +
            `modules copies of their own, or \`popupChunks\` put the ${name}'s modules in the ` +
            "popup's chunk",
        ).toEqual([]);
      }
      const popupStyles = styleSheets(POPUP);
      expect(
        styleSheets(OPTIONS).filter((sheet) => popupStyles.includes(sheet)),
        "the settings page loads the popup's style sheet: build/separate-graphs.ts no longer " +
          'copies style modules (`COPYABLE`)',
      ).toEqual([]);
    });

    it('the worker carries no catalogue; a page imports every language on demand', () => {
      expect(
        catalogs(closure(dist, workerScript(built.manifest))),
        'the worker imports catalogues: it must fetch the one in force from the package ' +
          '(i18n/packaged-catalogs.ts), not bundle them (issue 46)',
      ).toEqual([]);
      for (const page of [POPUP, OPTIONS, REPORT])
        expect(
          catalogs(pageFiles(page)),
          `${page} loads a catalogue before it knows its language: ui/i18n/page-catalogs.ts ` +
            'imports them with import.meta.glob (not eager), English too',
        ).toEqual([]);
      const chunks = readdirSync(join(dist, 'assets')).filter((f) => CATALOG_CHUNK.test(`/${f}`));
      expect(
        chunks,
        "a language whose catalogue is not a chunk of its own (each page's, in two parts)",
      ).toHaveLength(7 * 2 * Object.keys(PAGES).length);
    });

    it.each(Object.keys(PAGES) as PageName[])(
      "the %s's catalogues hold its messages (build/page-message-keys.ts) and no others",
      (page) => {
        const slice = pageMessageKeys(ROOT)[page];
        const english = JSON.parse(
          readFileSync(join(ROOT, 'public/_locales/en/messages.json'), 'utf8'),
        ) as Record<string, unknown>;
        for (const language of UI_LANGUAGES) {
          const keys = new Set([
            ...chunkKeys(`messages-${page}-${language}-`),
            ...chunkKeys(`messages-${page}-later-${language}-`),
          ]);
          const catalog = JSON.parse(
            readFileSync(join(ROOT, `public/_locales/${language}/messages.json`), 'utf8'),
          ) as Record<string, unknown>;
          // A part carries English for the keys its language lacks.
          const expected = [...slice].filter((key) => key in english);
          expect(
            expected.filter((key) => !(key in catalog) && !keys.has(key)),
            `the ${page}'s ${language} chunks lack English for keys the language lacks`,
          ).toEqual([]);
          expect(
            expected.filter((key) => !keys.has(key)),
            `the ${page}'s ${language} chunk lacks keys its code names: ` +
              'build/page-catalog-slices.ts gave it another slice',
          ).toEqual([]);
          expect(keys.size, `the ${page}'s ${language} chunk holds keys its code never names`).toBe(
            expected.length,
          );
        }
      },
    );

    it("the popup's first-paint JavaScript stays within its limit, in English and German", () => {
      for (const [page, { en, de }] of [
        ['popup', popupFirstPaint(dist)],
        ['side panel', sidePanelFirstPaint(dist)],
      ] as const) {
        expect(
          en,
          `the ${page} loads more before it paints; see scripts/bundle-size.ts`,
        ).toBeLessThanOrEqual(POPUP_FIRST_PAINT_LIMIT_BYTES.en);
        expect(de, `the ${page} loads more before it paints in German`).toBeLessThanOrEqual(
          POPUP_FIRST_PAINT_LIMIT_BYTES.de,
        );
      }
      // German first paint is one catalogue: no English under it.
      expect(catalogs(firstPaintFiles(dist, POPUP, 'de'))).toEqual(['de']);
    });

    it('each popup chunk names only keys its page has by the time it runs', () => {
      // Code of the first paint finds its words in the first part; code loaded later (lazy
      // views, the whole message contract) waits for the rest (popup/lazy-view.ts).
      const { first, later } = pageSlices(ROOT).popup;
      const english = englishKeys(ROOT);
      const firstPaint = new Set(firstPaintFiles(dist, POPUP, 'en'));
      // Every chunk the popup's page can load: its scripts, and what they import, at once or later.
      const popupCode = new Set<string>();
      const visit = (file: string): void => {
        if (popupCode.has(file) || CATALOG_CHUNK.test(`/${file}`) || !existsSync(join(dist, file)))
          return;
        popupCode.add(file);
        for (const m of read(file).matchAll(
          /(?:from|import)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g,
        ))
          visit(join(dirname(file), m[1] ?? ''));
      };
      [...htmlScripts(dist, POPUP), ...htmlScripts(dist, PANEL)].forEach(visit);
      expect(popupCode.size).toBeGreaterThan(3);
      for (const file of popupCode) {
        const has = firstPaint.has(file) ? first : new Set([...first, ...later]);
        const missing = [...keysIn(read(file), english)].filter((key) => !has.has(key));
        expect(
          missing,
          `${file} names keys its part of the catalogue lacks (build/page-message-keys.ts)`,
        ).toEqual([]);
      }
    });

    it("the content script's first part reads the selection, not the page: no Readability", () => {
      const first = read(FIRST_SCREEN_SCRIPT);
      expect(
        first.includes('Readability'),
        `${FIRST_SCREEN_SCRIPT} carries Readability: the selection's answer reached the page's ` +
          'reading (content/reading/page-text.ts); keep it on reading/selection-text.ts',
      ).toBe(false);
      expect(read(CONTENT_SCRIPT).includes('Readability'), 'the measure finds nothing').toBe(true);
      expect(first.length).toBeLessThan(read(CONTENT_SCRIPT).length / 2);
    });

    it('the worker evaluates at most 300 KB of code when it wakes', () => {
      const bytes = workerWakeBytes(dist);
      expect(
        bytes,
        `the worker's entry and its static imports are ${bytes} bytes: something heavy joined ` +
          'its start (a catalogue or a library imported statically?); see scripts/bundle-size.ts',
      ).toBeLessThanOrEqual(WORKER_WAKE_LIMIT_BYTES);
      expect(bytes, 'the measure found no worker code').toBeGreaterThan(10_000);
      // What it reads instead, at first need.
      for (const language of UI_LANGUAGES)
        expect(
          existsSync(join(dist, '_locales', language, 'messages.json')),
          `the package has no _locales/${language}/messages.json for the worker to fetch`,
        ).toBe(true);
    });

    it('the packaged catalogues carry every message, without what only translators read', () => {
      type Entry = { message: string; description?: string; placeholders?: object };
      const parse = (path: string): Record<string, Entry> =>
        JSON.parse(readFileSync(path, 'utf8')) as Record<string, Entry>;
      for (const language of UI_LANGUAGES) {
        const source = parse(join(ROOT, 'public', '_locales', language, 'messages.json'));
        const shipped = parse(join(dist, '_locales', language, 'messages.json'));
        expect(Object.keys(shipped), language).toEqual(Object.keys(source));
        for (const [key, entry] of Object.entries(source)) {
          expect(shipped[key]?.message, `${language} ${key}`).toBe(entry.message);
          expect(shipped[key], `${language} ${key}`).not.toHaveProperty('description');
        }
      }
    });

    it('a page still has every style rule it uses: the base styles reach both pages', () => {
      // `ui/base.css` is imported by both pages; each graph must carry its own copy.
      const css = (page: string): string => styleSheets(page).map(read).join('');
      const baseRule = /\.notice-error\{/;
      const lost = 'the base styles are missing: a copied style module lost its rules';
      expect(css(POPUP), lost).toMatch(baseRule);
      expect(css(OPTIONS), lost).toMatch(baseRule);
    });
  });
});
