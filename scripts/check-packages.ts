/**
 * `npm run check:packages`: the two store packages as they would be uploaded, zipped from the
 * store builds (`npm run build`, `npm run build:firefox` first) and checked: Chrome's package
 * rules (scripts/package/chrome-package-rules.ts) on the Chrome Web Store ZIP, and Mozilla's
 * `web-ext lint` on the addons.mozilla.org ZIP unpacked (errors fail; warnings are printed).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { chromePackageProblems } from './package/chrome-package-rules.ts';

const zipped = (dist: string): string => {
  const out = execFileSync('npx', ['tsx', 'scripts/zip.ts', dist], { encoding: 'utf8' });
  console.log(out.trim());
  const file = /^(\S+\.zip):/m.exec(out)?.[1];
  if (!file) throw new Error(`scripts/zip.ts named no package for ${dist}`);
  return file;
};

const chrome = zipped('dist');
const chromeFiles = new Map(Object.entries(unzipSync(readFileSync(chrome))));
const problems = chromePackageProblems(chromeFiles);
for (const problem of problems) console.error(`${chrome}: ${problem}`);
console.log(
  `${chrome}: ${problems.length === 0 ? "passes Chrome's package rules" : `${problems.length} problems`}`,
);

const firefox = zipped('dist-firefox');
const unpacked = mkdtempSync(join(tmpdir(), 'lens-amo-'));
let lintFailed = false;
try {
  for (const [path, bytes] of Object.entries(unzipSync(readFileSync(firefox)))) {
    if (path.endsWith('/')) continue;
    mkdirSync(dirname(join(unpacked, path)), { recursive: true });
    writeFileSync(join(unpacked, path), bytes);
  }
  try {
    execFileSync(
      'npx',
      ['web-ext', 'lint', '--source-dir', unpacked, '--no-config-discovery', '--output', 'text'],
      { stdio: 'inherit' },
    );
  } catch {
    lintFailed = true;
  }
} finally {
  rmSync(unpacked, { recursive: true, force: true });
}
console.log(`${firefox}: ${lintFailed ? 'web-ext lint found errors' : 'web-ext lint: no errors'}`);
if (problems.length > 0 || lintFailed) process.exitCode = 1;
