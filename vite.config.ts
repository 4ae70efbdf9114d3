import { crx, type ManifestV3Export } from '@crxjs/vite-plugin';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { dropContentScriptExposure } from './build/drop-content-script-exposure.ts';
import { dropUnusedContentChunk } from './build/drop-unused-content-chunk.ts';
import { firefoxManifest } from './build/firefox-manifest.ts';
import { popupChunks, separateGraphs, type SeparateEntries } from './build/separate-graphs.ts';
import baseManifest from './manifest.json' with { type: 'json' };

/**
 * Origins the `loopback` build may reach without a prompt: the local service and test pages, and
 * names under the reserved `.test` domain, which the test browser maps to 127.0.0.1 so a test
 * page can stand for a public site (the extension treats loopback pages as local ones).
 */
const LOOPBACK_HOSTS = ['http://127.0.0.1/*', 'http://localhost/*', 'http://*.test/*'];

/**
 * One vite config, four builds (`vite build --mode <mode>`):
 *
 *   production        dist/                    Chromium, the store build
 *   loopback          dist-loopback/           the same plus host access to loopback (tests,
 *                                              `npm start`, where nobody accepts a prompt)
 *   firefox           dist-firefox/            Firefox (AMO): event page, gecko settings
 *   firefox-loopback  dist-firefox-loopback/   Firefox with loopback access (tests)
 */
const OUT_DIRS: Record<string, string> = {
  production: 'dist',
  loopback: 'dist-loopback',
  firefox: 'dist-firefox',
  'firefox-loopback': 'dist-firefox-loopback',
};

/**
 * Runtimes bundled apart from the popup, each tree-shaken for itself (build/separate-graphs.ts).
 * The popup and the side panel are the rest: one page, opened two ways.
 */
const SEPARATE: SeparateEntries = {
  worker: 'src/background/service-worker.ts',
  content: 'src/content/content-script.ts',
  options: 'src/options/index.html',
  offscreen: 'src/offscreen/offscreen.html',
};

export default defineConfig(({ mode }) => {
  const outDir = OUT_DIRS[mode];
  if (!outDir) throw new Error(`Unknown build mode "${mode}": ${Object.keys(OUT_DIRS).join(', ')}`);
  const loopback = mode.endsWith('loopback');
  const firefox = mode.startsWith('firefox');
  const forBrowser = firefox ? firefoxManifest(baseManifest) : baseManifest;
  const manifest: ManifestV3Export = loopback
    ? {
        ...forBrowser,
        name: `${baseManifest.name} (loopback)`,
        host_permissions: [...baseManifest.host_permissions, ...LOOPBACK_HOSTS],
      }
    : forBrowser;
  return {
    plugins: [
      separateGraphs(SEPARATE),
      preact(),
      crx({
        manifest,
        browser: firefox ? 'firefox' : 'chrome',
        // The content script is injected on demand as one self-contained file, so no chunk has to
        // be exposed to web pages as a web-accessible resource.
        contentScripts: { standaloneFiles: ['src/content/content-script.ts'] },
      }),
      dropContentScriptExposure('src/content/content-script.js'),
      dropUnusedContentChunk('src/content/content-script.ts'),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      // crxjs finds the side panel's page in Chromium's manifest; Firefox's sidebar it does not.
      // The hidden page that reads PDFs is opened by the worker, named in no manifest.
      rolldownOptions: {
        input: {
          offscreen: 'src/offscreen/offscreen.html',
          ...(firefox ? { panel: 'src/popup/panel.html' } : {}),
        },
        output: { codeSplitting: popupChunks(SEPARATE) },
      },
      target: firefox ? 'firefox140' : 'chrome123',
      // Both browsers preload modules natively (Chromium 66, Firefox 115): no polyfill to ship.
      modulePreload: { polyfill: false },
      sourcemap: loopback,
    },
    server: { strictPort: true, port: 5173 },
  };
});
