import { crx, type ManifestV3Export } from '@crxjs/vite-plugin';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { dropContentScriptExposure } from './build/drop-content-script-exposure.ts';
import baseManifest from './manifest.json' with { type: 'json' };

/**
 * Origins the `loopback` build may reach without a prompt: the local service and test pages, and
 * names under the reserved `.test` domain, which the test browser maps to 127.0.0.1 so a test
 * page can stand for a public site (the extension treats loopback pages as local ones).
 */
const LOOPBACK_HOSTS = ['http://127.0.0.1/*', 'http://localhost/*', 'http://*.test/*'];

/**
 * `vite build` makes the store build in dist/. `vite build --mode loopback` makes dist-loopback/: the
 * same code with host access to loopback, used by the end-to-end tests and `npm start`, where
 * nobody is there to accept a permission prompt for the local service.
 */
export default defineConfig(({ mode }) => {
  const loopback = mode === 'loopback';
  const manifest: ManifestV3Export = loopback
    ? {
        ...baseManifest,
        name: `${baseManifest.name} (loopback)`,
        host_permissions: [...baseManifest.host_permissions, ...LOOPBACK_HOSTS],
      }
    : baseManifest;
  return {
    plugins: [
      preact(),
      crx({
        manifest,
        // The content script is injected on demand as one self-contained file, so no chunk has to
        // be exposed to web pages as a web-accessible resource.
        contentScripts: { standaloneFiles: ['src/content/content-script.ts'] },
      }),
      dropContentScriptExposure('src/content/content-script.js'),
    ],
    build: {
      outDir: loopback ? 'dist-loopback' : 'dist',
      emptyOutDir: true,
      target: 'chrome123',
      sourcemap: loopback,
    },
    server: { strictPort: true, port: 5173 },
  };
});
