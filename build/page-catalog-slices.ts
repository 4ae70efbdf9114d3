import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { leanCatalog } from './lean-catalogs.ts';
import { PAGES, pageMessageKeys, type PageName } from './page-message-keys.ts';

const CATALOG = /[\\/]_locales[\\/][\w-]+[\\/]messages\.json$/;
/** build/separate-graphs.ts' mark of a module copied for one graph. */
const GRAPH_MARK = /\?graph=([\w-]+)$/;
const SLICE = /\?page=(\w+)$/;

const isPage = (name: string): name is PageName => Object.hasOwn(PAGES, name);

/**
 * Each page's catalogues (English in its first chunk, each other language a chunk of its own)
 * with only the messages that page shows (build/page-message-keys.ts): the popup opened with all
 * ~900 messages of every page. A catalogue imported from a page's graph gets the id
 * `<file>?page=<name>`; modules build/separate-graphs.ts copied for the settings page are in its
 * graph, the rest (popup and side panel) in the popup's. Bundling only: the dev server serves the
 * whole files. Listed before separateGraphs, which strips the mark from importers it resolves for.
 */
export function pageCatalogSlices(root: string): Plugin {
  let slices: Record<PageName, Set<string>> | undefined;
  return {
    name: 'authenticity-lens:page-catalog-slices',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      slices = pageMessageKeys(root);
    },
    async resolveId(source, importer, options) {
      if (importer === undefined || !source.endsWith('/messages.json')) return null;
      const page = GRAPH_MARK.exec(importer)?.[1] ?? 'popup';
      if (!isPage(page)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      // separateGraphs resolves again from the unmarked importer, through this hook too.
      const file = resolved.id.replace(SLICE, '');
      if (!CATALOG.test(file)) return resolved;
      return { ...resolved, id: `${file}?page=${page}` };
    },
    load: {
      filter: { id: SLICE },
      async handler(id) {
        const page = SLICE.exec(id)?.[1] ?? '';
        const keys = isPage(page) ? slices?.[page] : undefined;
        if (!keys) throw new Error(`No catalogue slice for "${id}".`);
        const code = leanCatalog(await readFile(id.replace(SLICE, ''), 'utf8'), (key) =>
          keys.has(key),
        );
        // The query hides the `.json` the bundler types modules by.
        return { code, moduleType: 'json' };
      },
    },
  };
}
