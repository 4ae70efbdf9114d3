/**
 * Packs dist/ into authenticity-lens-<version>.zip for the store. Source maps stay out: the
 * store build has none, and the loopback build is never packed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeZip } from './lib/zip-writer.ts';

const DIST = 'dist';

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
  throw new Error('dist/ holds the loopback build; run "npm run build" first.');
}
const files = listFiles(DIST)
  .filter((file) => !file.endsWith('.map'))
  .sort();
const zip = writeZip(
  files.map((file) => ({
    name: relative(DIST, file).split('\\').join('/'),
    data: readFileSync(file),
  })),
);
const out = `authenticity-lens-${manifest.version}.zip`;
writeFileSync(out, zip);
console.log(`${out}: ${files.length} files, ${(zip.length / 1024).toFixed(1)} KiB`);
