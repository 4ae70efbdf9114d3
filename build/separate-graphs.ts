import type { Plugin, Rolldown } from 'vite';

/** Files whose module can be given a copy of its own: scripts and style sheets. */
const COPYABLE = /\.(?:m?[jt]s|[jt]sx|css)$/;
const MARK = /\?graph=([\w-]+)$/;
/**
 * A shipped catalogue, named for its chunk by its language and, for a page's slice of it
 * (build/page-catalog-slices.ts), the page: `messages-popup-de`.
 */
const CATALOG = /_locales\/([\w-]+)\/messages\.json(?:\?page=([\w-]+))?$/;

/**
 * Entries that get a module graph of their own, by name: each entry's path as vite names it,
 * relative to the project (`src/background/service-worker.ts`, `src/options/index.html`).
 */
export type SeparateEntries = Record<string, string>;

/**
 * Gives some entries a module graph of their own, sharing no chunk with the other entries.
 *
 * The bundler tree-shakes a module once for all its importers and puts a module several entries
 * use in a chunk they all load: the popup loaded the valibot functions the worker uses, in
 * chunks cut by which entries share what (four files where one would do). Here every script or
 * style module reached from a listed entry gets the id `<file>?graph=<name>`: a copy of its own,
 * tree-shaken for that entry alone. The pages are separate documents and the worker a separate
 * realm, so the copies share no state at run time anyway; the cost is duplicate bytes on disk.
 * Bundling only: the dev server serves each module once, by its path.
 */
export function separateGraphs(separate: SeparateEntries): Plugin {
  const graphOf = (importer: string): string | undefined => {
    const marked = MARK.exec(importer)?.[1];
    if (marked) return marked;
    const path = importer.replace(/\\/g, '/');
    return Object.keys(separate).find((name) => path.endsWith(separate[name] ?? '\0'));
  };
  return {
    name: 'authenticity-lens:separate-graphs',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const graph = importer === undefined ? undefined : graphOf(importer);
      if (importer === undefined || graph === undefined) return null;
      const resolved = await this.resolve(source, importer.replace(MARK, ''), {
        ...options,
        skipSelf: true,
      });
      // Virtual modules (`\0…`) and ids with a query of their own (crxjs' `?script`) stay shared.
      if (!resolved || resolved.external || resolved.id.includes('\0')) return resolved;
      if (!COPYABLE.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}?graph=${graph}` };
    },
  };
}

/**
 * Chunks for what the separate graphs leave: the popup's modules. Everything its page loads at
 * start goes in one chunk (one file, one gzip stream: smaller and one round of fetching), its
 * views loaded on demand stay in their own chunks, and the bundler's virtual helpers (module
 * preloading), which every graph uses, go in a small chunk of their own so that no other page
 * loads the popup's chunk to get them. `codeSplitting` is rolldown's option (vite 8's bundler);
 * test/unit/build/store-build.test.ts says when it no longer does this.
 */
export function popupChunks(separate: SeparateEntries): Rolldown.CodeSplittingOptions {
  const entries = Object.values(separate);
  const inPopupGraph = (id: string): boolean =>
    COPYABLE.test(id) &&
    !MARK.test(id) &&
    !id.includes('\0') &&
    !entries.some((entry) => id.replace(/\\/g, '/').endsWith(entry));
  return {
    groups: [
      { name: 'helpers', test: (id) => id.startsWith('\0'), priority: 2 },
      // Each language's catalogue (each page's slice) a chunk of its own: every page imports English, and a module
      // several graphs share would otherwise land in the popup's chunk, which the settings page
      // would then load (and run the popup with it). The worker fetches the package's files.
      {
        name: (id) => {
          const [, language, page] = CATALOG.exec(id.replace(/\\/g, '/')) ?? [];
          if (!language) return null;
          return page ? `messages-${page}-${language}` : `messages-${language}`;
        },
        debugName: 'catalogues',
        priority: 3,
      },
      { name: 'popup', test: inPopupGraph, tags: ['$initial'], priority: 1 },
    ],
  };
}
