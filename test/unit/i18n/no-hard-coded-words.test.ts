/**
 * Every word the pages show comes from the catalogues: a word typed into their markup fails this
 * test (add it to the catalogues with
 * `npx tsx scripts/i18n/add-messages.ts`, and show it with `useT()`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedWords, tsxFiles } from '../../../scripts/i18n/hard-coded-words.ts';

const root = join(import.meta.dirname, '../../..');

/** Every page: the popup (and side panel), the settings, and what they share. */
const TRANSLATED = ['src/popup', 'src/options', 'src/ui'];

describe('words in the pages', () => {
  it.each(TRANSLATED)('%s shows only words from the catalogues', (path) => {
    const files = tsxFiles([join(root, path)]);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) =>
      findHardCodedWords(file.slice(root.length + 1), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});

describe('the finder', () => {
  const find = (code: string): string[] =>
    findHardCodedWords('sample.tsx', code).map((found) => found.text);

  it('finds text between tags, read attributes and shown strings', () => {
    const code = `
      const A = () => (
        <p title="Open the page" aria-label={busy ? 'Checking' : label}>
          Checking the page…
          {error && 'It failed'}
          {\`\${n} credits\`}
        </p>
      );`;
    expect(find(code)).toEqual([
      'Open the page',
      'Checking',
      'Checking the page…',
      'It failed',
      'credits',
    ]);
  });

  it('lets keys, symbols, class names and code through', () => {
    const code = `
      const A = () => (
        <p class="muted result" data-kind="ai" aria-label={t('result_heading')}>
          {t('result_share', share)} · {plural('cost_credits', n)} — {n}%
          <span title={label}>×</span>
          {'C2PA'}
        </p>
      );`;
    expect(find(code)).toEqual([]);
  });

  it('says where each one is', () => {
    expect(findHardCodedWords('a.tsx', '\n\nconst A = () => <b>Hi</b>;')).toEqual([
      { file: 'a.tsx', line: 3, text: 'Hi' },
    ]);
  });
});
