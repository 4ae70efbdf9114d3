import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * crxjs bundles each on-demand content script twice: as the self-contained file the worker
 * injects (`src/content/content-script.js`), and as an ES chunk of the main build that nothing
 * loads. The chunks (about 100 KB for the whole script) are removed from the output so the
 * package carries only code that runs.
 */
export function dropUnusedContentChunk(entries: string[]): Plugin {
  return {
    name: 'authenticity-lens:drop-unused-content-chunk',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        const module = file.facadeModuleId?.replace(/\\/g, '/');
        if (!entries.some((entry) => module?.endsWith(entry))) continue;
        rmSync(join(options.dir, file.fileName), { force: true });
        if (file.sourcemapFileName) {
          rmSync(join(options.dir, file.sourcemapFileName), { force: true });
        }
      }
    },
  };
}
