import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]_locales[\\/][\w-]+[\\/]messages\.json(?:\?.*)?$/;

/**
 * The catalogues as our code imports them, and as the package carries them for the browser and
 * the worker (which fetches the one in force), without what only translators read: each
 * message's `description` and each placeholder's `example` (about half of every file).
 */
export function leanCatalogs(): Plugin {
  let packageDir: string | undefined;
  return {
    name: 'authenticity-lens:lean-catalogs',
    enforce: 'pre',
    configResolved(config) {
      packageDir =
        config.command === 'build' ? resolve(config.root, config.build.outDir) : undefined;
    },
    // Once the public folder is copied: the package's own catalogues, read at each worker wake.
    async closeBundle() {
      if (packageDir) await leanPackagedCatalogs(packageDir);
    },
    load: {
      // The bundler asks only for the catalogues (each graph's copy has a `?graph=` query), not
      // for every module of the build.
      filter: { id: CATALOG },
      async handler(id) {
        return leanCatalog(await readFile(id.replace(/\?.*$/, ''), 'utf8'));
      },
    },
  };
}

/** Rewrites each `_locales/<lang>/messages.json` of a built package without translators' notes. */
export async function leanPackagedCatalogs(packageDir: string): Promise<void> {
  const locales = join(packageDir, '_locales');
  const languages = await readdir(locales).catch(() => []);
  for (const language of languages) {
    const file = join(locales, language, 'messages.json');
    await writeFile(file, leanCatalog(await readFile(file, 'utf8')));
  }
}

/** A catalogue's text without translators' notes; only the messages `keep` says, if given. */
export function leanCatalog(text: string, keep: (key: string) => boolean = () => true): string {
  const catalog = JSON.parse(text) as Record<string, LeanEntry>;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(catalog)
        .filter(([key]) => keep(key))
        .map(([key, entry]) => [key, lean(entry)]),
    ),
  );
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
