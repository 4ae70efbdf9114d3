import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanCatalogs } from '../../../build/lean-catalogs.ts';

const EN = join(import.meta.dirname, '../../../public/_locales/en/messages.json');

/** The load hook as the bundler calls it: only for the ids its filter takes. */
interface LoadHook {
  filter: { id: RegExp };
  handler: (id: string) => Promise<string>;
}

describe('the catalogues our code bundles', () => {
  const { filter, handler: load } = leanCatalogs().load as unknown as LoadHook;

  it('keep every message and placeholder, without what only translators read', async () => {
    const full = JSON.parse(readFileSync(EN, 'utf8')) as Record<string, Record<string, unknown>>;
    const lean = JSON.parse(await load(`${EN}?graph=worker`)) as typeof full;
    expect(Object.keys(lean)).toEqual(Object.keys(full));
    for (const [key, entry] of Object.entries(full)) {
      expect(lean[key]?.message, key).toBe(entry.message);
      expect(lean[key], key).not.toHaveProperty('description');
      const placeholders = entry.placeholders as Record<string, { content: string }> | undefined;
      if (placeholders)
        expect(lean[key]?.placeholders, key).toEqual(
          Object.fromEntries(
            Object.entries(placeholders).map(([name, p]) => [name, { content: p.content }]),
          ),
        );
    }
    expect(JSON.stringify(lean).length).toBeLessThan(JSON.stringify(full).length * 0.6);
  });

  it('leave every other file to the bundler, which does not ask for them', () => {
    expect(filter.id.test(`${EN}?graph=worker`)).toBe(true);
    expect(filter.id.test(EN)).toBe(true);
    expect(filter.id.test(join(import.meta.dirname, '../../../package.json'))).toBe(false);
    expect(filter.id.test(join(import.meta.dirname, '../../../src/popup/app.tsx'))).toBe(false);
  });
});
