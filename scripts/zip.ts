/**
 * Packs a store build into a ZIP for its store (a plain deflate ZIP, fflate): `dist` into
 * authenticity-lens-<version>.zip (Chrome Web Store), `dist-firefox` into
 * authenticity-lens-firefox-<version>.zip (AMO). Source maps stay out: store builds have none,
 * and loopback builds are never packed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync, type Zippable } from 'fflate';

const DIST = process.argv[2] ?? 'dist';
const STORE_BUILDS: Record<string, string> = { dist: '', 'dist-firefox': '-firefox' };
const suffix = STORE_BUILDS[DIST];
if (suffix === undefined) throw new Error(`Not a store build: ${DIST} (dist or dist-firefox).`);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as {
  version: string;
  host_permissions?: string[];
};
if (manifest.host_permissions?.some((p) => p.includes('127.0.0.1'))) {
  throw new Error(`${DIST}/ holds a loopback build; build the store one first.`);
}
const files = listFiles(DIST)
  .filter((file) => !file.endsWith('.map'))
  .sort();
// One fixed time for every entry (ZIP stores local time, 1980 at the earliest), so the same
// build gives the same archive.
const FIXED_TIME = new Date(1980, 0, 1);
const entries: Zippable = Object.fromEntries(
  files.map((file) => [relative(DIST, file).split('\\').join('/'), readFileSync(file)]),
);
const zip = zipSync(entries, { level: 9, mtime: FIXED_TIME });
const out = `authenticity-lens${suffix}-${manifest.version}.zip`;
writeFileSync(out, zip);
console.log(`${out}: ${files.length} files, ${(zip.length / 1024).toFixed(1)} KiB`);
