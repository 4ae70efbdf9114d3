import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const NATIVE = fileURLToPath(new URL('../src/platform/native-browser.ts', import.meta.url));
const GRAPH_MARK = /\?graph=([\w-]+)$/;
/** The graphs of pages (build/separate-graphs.ts; the popup's is the unmarked one). */
const PAGE_GRAPHS = new Set(['popup', 'options']);

/**
 * The pages' code reads the browser's own API where it imports webextension-polyfill (see
 * src/platform/native-browser.ts). A module build/separate-graphs.ts copies for a graph is
 * resolved from its unmarked importer, the graph named in `custom` (GRAPH_OPTION): this plugin
 * answers there, and separateGraphs marks the copy. Bundling only: the dev server and the tests
 * keep the polyfill; the content script's own build (crxjs') runs no plugins of ours.
 */
export function nativeBrowser(): Plugin {
  return {
    name: 'authenticity-lens:native-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'webextension-polyfill' || importer === undefined) return null;
      if (GRAPH_MARK.test(importer)) return null;
      const graph = (options.custom?.[GRAPH_OPTION] as string | undefined) ?? 'popup';
      return PAGE_GRAPHS.has(graph) ? NATIVE : null;
    },
  };
}

/** Where build/separate-graphs.ts names the graph of an import it resolves for a copy. */
export const GRAPH_OPTION = 'authenticity-lens:graph';
