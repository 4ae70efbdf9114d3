import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { leanCatalog } from './lean-catalogs.ts';
import { PAGES, pageSlices, type PageName, type PageSlice } from './page-message-keys.ts';

const CATALOG = /[\\/]_locales[\\/]([\w-]+)[\\/]messages\.json$/;
/** build/separate-graphs.ts' mark of a module copied for one graph. */
const GRAPH_MARK = /\?graph=([\w-]+)$/;
/** The query src/ui/i18n/page-catalogs.ts asks a catalogue's second part with. */
const LATER = '?later';
const SLICE = /\?page=(\w+)(-later)?$/;
/** The second part as the dev server asks for it (it serves whole files). */
const SERVED_LATER = /[\\/]messages\.json\?(?:[\w&]*&)?later$/;

const isPage = (name: string): name is PageName => Object.hasOwn(PAGES, name);

/**
 * Each page's catalogues with only the messages that page shows (build/page-message-keys.ts), in
 * two parts: `messages.json` holds the first screen's, `messages.json?later` the rest (views
 * loaded later, words the worker sends), which the page loads right after it first paints (each
 * language, English too, a chunk of its own per part). The popup opened with all ~900 messages
 * of every page, then with the ~700 of all its views. A language's part carries English for the
 * keys it lacks, so a page in German loads German only. A catalogue imported from a page's graph
 * gets the id `<file>?page=<name>` (`<name>-later` for the rest); modules
 * build/separate-graphs.ts copied for the settings page are in its graph, the rest (popup and
 * side panel) in the popup's. The dev server serves whole files, the second part as the first
 * (which the pages then never ask for). Listed before separateGraphs, which strips the mark from
 * importers it resolves for.
 */
export function pageCatalogSlices(root: string): Plugin {
  let slices: Record<PageName, PageSlice> | undefined;
  let building = false;
  return {
    name: 'authenticity-lens:page-catalog-slices',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) slices = pageSlices(root);
    },
    async resolveId(source, importer, options) {
      if (!building) return null;
      const later = source.endsWith(`/messages.json${LATER}`);
      if (importer === undefined || (!later && !source.endsWith('/messages.json'))) return null;
      const page = GRAPH_MARK.exec(importer)?.[1] ?? 'popup';
      if (!isPage(page)) return null;
      const plain = later ? source.slice(0, -LATER.length) : source;
      const resolved = await this.resolve(plain, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      // separateGraphs resolves again from the unmarked importer, through this hook too.
      const file = resolved.id.replace(SLICE, '');
      if (!CATALOG.test(file)) return resolved;
      return { ...resolved, id: `${file}?page=${page}${later ? '-later' : ''}` };
    },
    load: {
      filter: { id: [SLICE, SERVED_LATER] },
      async handler(id) {
        if (SERVED_LATER.test(id)) {
          return `export default ${leanCatalog(await readFile(id.replace(/\?.*$/, ''), 'utf8'))};`;
        }
        const [, page = '', later] = SLICE.exec(id) ?? [];
        const slice = isPage(page) ? slices?.[page] : undefined;
        const keys = later ? slice?.later : slice?.first;
        if (!keys) throw new Error(`No catalogue slice for "${id}".`);
        const file = id.replace(SLICE, '');
        const language = CATALOG.exec(file)?.[1];
        const own = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
        const english =
          language === 'en'
            ? {}
            : (JSON.parse(
                await readFile(join(root, 'public/_locales/en/messages.json'), 'utf8'),
              ) as Record<string, unknown>);
        // English first, for the keys the language lacks: one catalogue per part and language.
        const code = leanCatalog(JSON.stringify({ ...english, ...own }), (key) => keys.has(key));
        // The query hides the `.json` the bundler types modules by.
        return { code, moduleType: 'json' };
      },
    },
  };
}
