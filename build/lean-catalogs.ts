import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]_locales[\\/][\w-]+[\\/]messages\.json(?:\?.*)?$/;

/**
 * The catalogues as our code imports them, without what only translators read: each message's
 * `description` and each placeholder's `example` (about half of every file). The browser still
 * reads the whole files it finds in the package's `_locales/`, which this does not touch.
 */
export function leanCatalogs(): Plugin {
  return {
    name: 'authenticity-lens:lean-catalogs',
    enforce: 'pre',
    load: {
      // The bundler asks only for the catalogues (each graph's copy has a `?graph=` query), not
      // for every module of the build.
      filter: { id: CATALOG },
      async handler(id) {
        const path = id.replace(/\?.*$/, '');
        const catalog = JSON.parse(await readFile(path, 'utf8')) as Record<string, LeanEntry>;
        return JSON.stringify(
          Object.fromEntries(Object.entries(catalog).map(([key, entry]) => [key, lean(entry)])),
        );
      },
    },
  };
}

interface LeanEntry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}

function lean({ message, placeholders }: LeanEntry): LeanEntry {
  if (!placeholders) return { message };
  return {
    message,
    placeholders: Object.fromEntries(
      Object.entries(placeholders).map(([name, { content }]) => [name, { content }]),
    ),
  };
}
