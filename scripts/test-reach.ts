/**
 * Which files under a source folder (default src/background) some unit or integration test
 * imports, directly or through other modules: follows static imports, re-exports and
 * `import('…')` / `vi.doMock`-free literal dynamic imports from every test file.
 *
 *   npx tsx scripts/test-reach.ts [src/background]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const folder = resolve(root, process.argv[2] ?? 'src/background');
const TEST_FOLDERS = ['test/unit', 'test/integration', 'test/fake-service', 'test/relay'];
const SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = (match[1] ?? match[2] ?? match[3] ?? '').split('?')[0] ?? '';
    if (!specifier.startsWith('.')) continue;
    const path = resolve(dirname(file), specifier);
    const candidates = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')];
    const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
    if (hit) found.push(hit);
  }
  return found;
}

const tests = TEST_FOLDERS.flatMap((dir) =>
  filesUnder(join(root, dir), (f) => /\.test\.tsx?$/.test(f)),
);
const reached = new Set<string>();
const queue = [...tests];
while (queue.length > 0) {
  const file = queue.pop();
  if (file === undefined || reached.has(file)) continue;
  reached.add(file);
  queue.push(...importsOf(file));
}

const sources = filesUnder(folder, (f) => /\.tsx?$/.test(f)).sort();
const missed = sources.filter((f) => !reached.has(f));
console.info(
  `${sources.length - missed.length} of ${sources.length} files in ${relative(root, folder)} are imported by a test.`,
);
for (const file of missed) console.info(`  not reached: ${relative(root, file)}`);
