import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';

export interface WebAccessibleResource {
  resources: string[];
  matches?: string[];
}

export interface BuiltManifest {
  background: { service_worker?: string; scripts?: string[] };
  web_accessible_resources?: WebAccessibleResource[];
}

export interface BuiltPackage {
  /** The package as written, after our plugins' edits. */
  dist: string;
  /** The manifest crxjs emitted, before build/drop-content-script-exposure.ts edited it on disk. */
  crxManifest: BuiltManifest;
  /** The manifest in the package. */
  manifest: BuiltManifest;
  /** Entry chunks the bundle had, before build/drop-unused-content-chunk.ts removed any. */
  entries: { fileName: string; module: string }[];
  /** Graph names build/separate-graphs.ts gave modules (`<file>?graph=<name>`), in the bundle. */
  graphs: Set<string>;
  /** The modules of each chunk (`assets/popup-….js`), as the bundler gives their ids. */
  chunkModules: Map<string, string[]>;
}

/**
 * Builds the extension in `mode` into a folder of its own, noting what the bundle held before our
 * post-build plugins changed the package: what they rely on is checked against both.
 */
export async function buildPackage(mode: string): Promise<BuiltPackage> {
  const dist = mkdtempSync(join(tmpdir(), `lens-build-${mode}-`));
  let crxManifest: BuiltManifest | undefined;
  const entries: BuiltPackage['entries'] = [];
  const graphs = new Set<string>();
  const chunkModules = new Map<string, string[]>();
  const observer: Plugin = {
    name: 'test:observe-bundle',
    enforce: 'post',
    writeBundle(_options, bundle) {
      const manifest = bundle['manifest.json'];
      if (manifest?.type === 'asset') {
        crxManifest = JSON.parse(String(manifest.source)) as BuiltManifest;
      }
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        chunkModules.set(
          file.fileName,
          file.moduleIds.map((id) => id.replace(/\\/g, '/')),
        );
        if (file.isEntry && file.facadeModuleId) {
          entries.push({
            fileName: file.fileName,
            module: file.facadeModuleId.replace(/\\/g, '/'),
          });
        }
        for (const id of file.moduleIds) {
          const graph = /\?graph=([\w-]+)$/.exec(id)?.[1];
          if (graph) graphs.add(graph);
        }
      }
    },
  };
  // vite keeps a NODE_ENV already set, and vitest sets "test": the package would carry preact's
  // development hooks, not the store build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: resolve('vite.config.ts'),
      mode,
      logLevel: 'silent',
      build: { outDir: dist },
      plugins: [observer],
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  if (!crxManifest) {
    throw new Error(
      'crxjs emitted no manifest.json asset into the bundle: build/drop-content-script-exposure.ts ' +
        'edits the manifest crxjs writes, and these tests read it from the bundle.',
    );
  }
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as BuiltManifest;
  return { dist, crxManifest, manifest, entries, graphs, chunkModules };
}

/** The worker's script: Chromium's service worker, Firefox's event page. */
export function workerScript(manifest: BuiltManifest): string {
  const file = manifest.background.service_worker ?? manifest.background.scripts?.[0];
  if (!file) throw new Error('The built manifest names no background script.');
  return file;
}
