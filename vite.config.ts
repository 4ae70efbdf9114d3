import { crx, type ManifestV3Export } from '@crxjs/vite-plugin';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { dropContentScriptExposure } from './build/drop-content-script-exposure.ts';
import { dropUnusedContentChunk } from './build/drop-unused-content-chunk.ts';
import { firefoxManifest } from './build/firefox-manifest.ts';
import { leanCatalogs } from './build/lean-catalogs.ts';
import { pageCatalogSlices } from './build/page-catalog-slices.ts';
import { pdfResources } from './build/pdf-resources.ts';
import { quietIifeOptionNotice } from './build/quiet-iife-option-notice.ts';
import { popupChunks, separateGraphs, type SeparateEntries } from './build/separate-graphs.ts';
import { valibotParts } from './build/valibot-parts.ts';
import baseManifest from './manifest.json' with { type: 'json' };

/**
 * Origins the `loopback` build may reach without a prompt: the local service and test pages, and
 * names under the reserved `.test` domain, which the test browser maps to 127.0.0.1 so a test
 * page can stand for a public site (the extension treats loopback pages as local ones).
 */
const LOOPBACK_HOSTS = ['http://127.0.0.1/*', 'http://localhost/*', 'http://*.test/*'];

/**
 * One vite config, four builds (`vite build --mode <mode>`) and the dev server (`vite`):
 *
 *   production        dist/                    Chromium, the store build
 *   loopback          dist-loopback/           the same plus host access to loopback (tests,
 *                                              `npm start`, where nobody accepts a prompt)
 *   firefox           dist-firefox/            Firefox (AMO): event page, gecko settings
 *   firefox-loopback  dist-firefox-loopback/   Firefox with loopback access (tests)
 *   development       dist-dev/                the dev server's package for Chromium, with
 *                                              loopback access (`npm run dev`)
 */
const OUT_DIRS: Record<string, string> = {
  production: 'dist',
  loopback: 'dist-loopback',
  firefox: 'dist-firefox',
  'firefox-loopback': 'dist-firefox-loopback',
  development: 'dist-dev',
};

/**
 * Runtimes bundled apart from the popup, each tree-shaken for itself (build/separate-graphs.ts).
 * The popup and the side panel are the rest: one page, opened two ways.
 */
export const SEPARATE: SeparateEntries = {
  worker: 'src/background/service-worker.ts',
  content: 'src/content/content-script.ts',
  'content-first-screen': 'src/content/first-screen-script.ts',
  options: 'src/options/index.html',
  report: 'src/report/index.html',
  offscreen: 'src/offscreen/offscreen.html',
};

/** The content script's entries, each injected by the worker as one file (src/content/README.md). */
const CONTENT_ENTRIES = ['src/content/content-script.ts', 'src/content/first-screen-script.ts'];

/**
 * `LENS_SHARED_GRAPH=1`, for `npm run bench` only: builds without separate graphs (one module
 * graph, the bundler's own chunks) into `<outDir>-shared-graph/`, to measure what they buy.
 */
const SHARED_GRAPH = process.env.LENS_SHARED_GRAPH === '1';

export default defineConfig(({ mode, command }) => {
  const modeDir = OUT_DIRS[mode];
  if (!modeDir) {
    throw new Error(`Unknown build mode "${mode}": ${Object.keys(OUT_DIRS).join(', ')}`);
  }
  // crxjs' dev package loads its code from the server: never in a folder tests or zips use.
  const dev = command === 'serve';
  if (dev !== (mode === 'development')) {
    throw new Error('The dev server runs in mode "development" (`npm run dev`), and only it does.');
  }
  const outDir = SHARED_GRAPH ? `${modeDir}-shared-graph` : modeDir;
  const loopback = mode.endsWith('loopback') || dev;
  const firefox = mode.startsWith('firefox');
  const forBrowser = firefox ? firefoxManifest(baseManifest) : baseManifest;
  const manifest: ManifestV3Export = loopback
    ? {
        ...forBrowser,
        name: `${baseManifest.name} (${dev ? 'dev' : 'loopback'})`,
        host_permissions: [...baseManifest.host_permissions, ...LOOPBACK_HOSTS],
      }
    : forBrowser;
  return {
    // The tests' probes into our closed roots ship in the loopback builds only; a literal, so
    // the store builds drop them whole (test/unit/build/store-build.test.ts).
    define: { 'import.meta.env.LENS_TEST_PROBES': JSON.stringify(loopback) },
    plugins: [
      // Before separateGraphs, to see which graph imports a catalogue.
      pageCatalogSlices(import.meta.dirname),
      SHARED_GRAPH ? [] : separateGraphs(SEPARATE),
      // After separateGraphs, which resolves the parts' ids through it and then marks them.
      valibotParts(),
      leanCatalogs(),
      preact(),
      crx({
        manifest,
        browser: firefox ? 'firefox' : 'chrome',
        // The content script is injected on demand as self-contained files (its first-screen part,
        // then the whole), so no chunk has to be exposed to web pages as a web-accessible resource.
        contentScripts: { standaloneFiles: CONTENT_ENTRIES },
      }),
      // crxjs' content-script build sets an option rolldown ignores, and says so on every build.
      quietIifeOptionNotice(),
      dropContentScriptExposure(CONTENT_ENTRIES.map((entry) => entry.replace(/\.ts$/, '.js'))),
      dropUnusedContentChunk(CONTENT_ENTRIES),
      pdfResources(),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      // crxjs finds the side panel's page in Chromium's manifest; Firefox's sidebar it does not.
      // The hidden page that reads PDFs is opened by the worker, the printable report page by
      // "Save as PDF": neither is named in the manifest.
      rolldownOptions: {
        input: {
          offscreen: 'src/offscreen/offscreen.html',
          report: 'src/report/index.html',
          ...(firefox ? { panel: 'src/popup/panel.html' } : {}),
        },
        // Bundling only: the dev server serves modules one by one.
        output: SHARED_GRAPH || dev ? {} : { codeSplitting: popupChunks(SEPARATE) },
        // No timings report: its biggest row is separate-graphs' resolveId, which awaits the
        // bundler's own resolution of every import it gives a copy (time counted as the hook's),
        // so a busy machine printed it on every build with nothing in it to fix.
        checks: { bundlerTimings: false },
      },
      target: firefox ? 'firefox140' : 'chrome123',
      // Both browsers preload modules natively (Chromium 66, Firefox 115): no polyfill to ship.
      modulePreload: { polyfill: false },
      sourcemap: loopback,
    },
    // The dev package names this port (crxjs writes it into dist-dev/). Its pages are
    // chrome-extension:// ones, with no port of their own for vite's client to reuse.
    server: { strictPort: true, port: 5173, ws: { clientPort: 5173 } },
  };
});
