import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

interface WebAccessibleResource {
  resources: string[];
  matches?: string[];
}

/**
 * crxjs lists the on-demand content scripts as web-accessible resources for every site. The
 * scripts are injected with `scripting.executeScript`, which needs no such entry, and exposing
 * them would let any page detect the extension, so their entries are removed from the built
 * manifest.
 */
export function dropContentScriptExposure(scriptFiles: string[]): Plugin {
  return {
    name: 'authenticity-lens:drop-content-script-exposure',
    apply: 'build',
    enforce: 'post',
    // crxjs emits manifest.json in a generateBundle hook of its own; it is edited once written.
    writeBundle(options) {
      if (!options.dir) return;
      const file = join(options.dir, 'manifest.json');
      if (!existsSync(file)) {
        throw new Error(
          `${file} is not written yet: build/drop-content-script-exposure.ts assumes crxjs ` +
            'emits manifest.json with the bundle, before writeBundle.',
        );
      }
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
        web_accessible_resources?: WebAccessibleResource[];
      };
      const kept = (manifest.web_accessible_resources ?? [])
        .map((entry) => ({
          ...entry,
          resources: entry.resources.filter((r) => !scriptFiles.includes(r)),
        }))
        .filter((entry) => entry.resources.length > 0);
      if (kept.length > 0) manifest.web_accessible_resources = kept;
      else delete manifest.web_accessible_resources;
      writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
