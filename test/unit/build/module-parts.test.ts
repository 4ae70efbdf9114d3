import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as valibot from 'valibot';
import { moduleParts, type ModuleParts } from '../../../build/module-parts.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** The parts written as files, and the module that re-exports them as the original did. */
async function loadParts<T>(code: string): Promise<{ module: T; parts: ModuleParts }> {
  const folder = mkdtempSync(join(tmpdir(), 'lens-module-parts-'));
  folders.push(folder);
  const file = (part: string): string => join(folder, `${part}.mjs`);
  const split = moduleParts(code, file);
  if (!split.ok) throw new Error(split.error.statement);
  for (const [part, partCode] of split.value.parts) writeFileSync(file(part), partCode);
  const facade = split.value.exports
    .map(
      ({ exported, local, part }) =>
        `export { ${local} as ${exported} } from ${JSON.stringify(pathToFileURL(file(part)).href)};`,
    )
    .join('\n');
  writeFileSync(join(folder, 'index.mjs'), facade);
  const module = (await import(pathToFileURL(join(folder, 'index.mjs')).href)) as T;
  return { module, parts: split.value };
}

describe('a module cut into parts (build/module-parts.ts)', () => {
  it('gives each declaration a part that imports what it uses from the others', () => {
    const split = moduleParts(
      [
        'const LIMIT = 3;',
        '// @__NO_SIDE_EFFECTS__',
        'function small(n) { return n < LIMIT; }',
        'function big(n) { return { big: !small(n) }.big; }',
        'export { small, big as large };',
      ].join('\n'),
      (part) => `/parts/${part}.mjs`,
    );
    expect(split.ok).toBe(true);
    if (!split.ok) return;
    expect([...split.value.parts.keys()]).toEqual(['LIMIT', 'small', 'big']);
    const small = split.value.parts.get('small') ?? '';
    expect(small).toContain('import { LIMIT } from "/parts/LIMIT.mjs";');
    // The annotation that lets the bundler drop an unused call comes with its function.
    expect(small).toContain('// @__NO_SIDE_EFFECTS__\nfunction small');
    // A property named like a declaration is not a use of it.
    expect(split.value.parts.get('big')).not.toContain('"/parts/big.mjs"');
    expect(split.value.exports).toEqual([
      { exported: 'small', local: 'small', part: 'small' },
      { exported: 'large', local: 'big', part: 'big' },
    ]);
  });

  it('keeps a variable with the functions that assign it: an import cannot be assigned', async () => {
    const { module, parts } = await loadParts<{ set: (n: number) => void; get: () => number }>(
      [
        'let store = 1;',
        'function set(n) { store = n; }',
        'function get() { return store; }',
        'export { set, get };',
      ].join('\n'),
    );
    expect([...parts.parts.keys()]).toEqual(['store', 'get']);
    module.set(5);
    expect(module.get()).toBe(5);
  });

  it('counts a computed property name as a use, as in `o[KEY]` or `{ [KEY]() {} }`', async () => {
    const { module } = await loadParts<{ read: (o: object) => unknown; make: () => object }>(
      [
        "const KEY = 'k';",
        'function read(o) { return o[KEY]; }',
        'function make() { return new (class { [KEY]() { return 1; } })(); }',
        'export { read, make };',
      ].join('\n'),
    );
    expect(module.read({ k: 2 })).toBe(2);
    expect(typeof module.read(module.make())).toBe('function');
  });

  it('refuses a module that runs a statement for its effect', () => {
    const split = moduleParts('function f() {}\nf();\nexport { f };', (part) => part);
    expect(split).toEqual({ ok: false, error: { kind: 'not-declarations', statement: 'f();' } });
    // Nor one whose declaration destructures: its names are not cut out one by one.
    const destructured = moduleParts('const { a } = { a: 1 };\nexport { a };', (part) => part);
    expect(destructured.ok).toBe(false);
  });

  // Some 300 modules to load: a while on a loaded machine.
  it(
    "cuts valibot's module into parts that validate as valibot does",
    { timeout: 120_000 },
    async () => {
      const require = createRequire(import.meta.url);
      const code = readFileSync(require.resolve('valibot').replace(/\.c?js$/, '.mjs'), 'utf8');
      const { module: parted, parts } = await loadParts<typeof valibot>(code);
      expect(parts.parts.size).toBeGreaterThan(100);
      const outcomes = [valibot, parted].map((v) => {
        const Schema = v.object({
          email: v.pipe(v.string(), v.trim(), v.email('mail')),
          tags: v.array(v.picklist(['a', 'b'])),
          at: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 2),
          kind: v.variant('type', [
            v.object({ type: v.literal('x') }),
            v.looseObject({ type: v.literal('z') }),
          ]),
        });
        // The global configuration is a variable that functions in other parts read.
        v.setGlobalConfig({ lang: 'de' });
        const bad = v.safeParse(Schema, { email: 'no', tags: ['c'], kind: { type: 'y' } });
        v.deleteGlobalConfig();
        const good = v.safeParse(Schema, { email: ' a@b.de ', tags: ['a'], kind: { type: 'x' } });
        expect(() => v.parse(v.string(), 1)).toThrow(v.ValiError);
        return {
          good: good.success && good.output,
          bad: bad.issues?.map(({ message, lang, path }) => [message, lang, path?.[0]?.key]),
        };
      });
      expect(outcomes[0]?.good).toEqual({
        email: 'a@b.de',
        tags: ['a'],
        at: 2,
        kind: { type: 'x' },
      });
      expect(outcomes[0]?.bad).toHaveLength(3);
      expect(outcomes[0]?.bad?.[0]).toEqual(['mail', 'de', 'email']);
      expect(outcomes[1]).toEqual(outcomes[0]);
    },
  );
});
