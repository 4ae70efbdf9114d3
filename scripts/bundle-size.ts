import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What an entry loads at start: its own file and the chunks it imports statically, in turn. */
export function closure(dist: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !existsSync(join(dist, file))) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
      visit(normalize(join(dirname(file), match[1] ?? '')));
    }
  };
  visit(entry);
  return [...seen];
}

export function htmlScripts(dist: string, page: string): string[] {
  const html = readFileSync(join(dist, page), 'utf8');
  return [...html.matchAll(/src="\/?([^"]+\.js)"/g)].map((m) => m[1] ?? '');
}

export interface EntrySize {
  entry: string;
  files: number;
  bytes: number;
  gzipBytes: number;
}

/** Size of what each runtime loads from a build: worker, content script, popup, options. */
export function measureBundle(dist: string): EntrySize[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
    background: { service_worker: string };
    action: { default_popup: string };
    options_ui: { page: string };
  };
  const entries: Record<string, string[]> = {
    'service worker': [manifest.background.service_worker],
    'content script': ['src/content/content-script.js'],
    popup: htmlScripts(dist, manifest.action.default_popup),
    options: htmlScripts(dist, manifest.options_ui.page),
  };
  return Object.entries(entries).map(([entry, roots]) => {
    const files = [...new Set(roots.flatMap((root) => closure(dist, root)))];
    const bytes = files.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0);
    const gzipBytes = files.reduce(
      (sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length,
      0,
    );
    return { entry, files: files.length, bytes, gzipBytes };
  });
}
