import { describe, expect, it } from 'vitest';
import { formatMessage, type Catalog } from '../../../../src/shared/i18n/catalog.ts';
import { translatorFor } from '../../../../src/shared/i18n/catalogs.ts';
import { pseudoCatalog } from '../../../../src/shared/i18n/pseudo-catalog.ts';
import type { MessageKey, PluralKey } from '../../../../src/shared/i18n/translator.ts';

const english: Catalog = {
  extName: { message: 'Authenticity Lens' },
  scan_cost: {
    message: 'Scan this page for $COST$ ($$ paid)',
    placeholders: { cost: { content: '$1' } },
  },
  things_one: { message: '$COUNT$ thing', placeholders: { count: { content: '$1' } } },
  things_other: { message: '$COUNT$ things', placeholders: { count: { content: '$1' } } },
};

describe('the long pseudo-locale (en-XA)', () => {
  const long = pseudoCatalog(english, 'en-XA');

  it('makes each message at least 40% longer, still filled like English', () => {
    const own = (c: Catalog): string => formatMessage(c.scan_cost!, ['']);
    expect(own(long).length).toBeGreaterThanOrEqual(own(english).length * 1.4);
    const filled = formatMessage(long.scan_cost!, ['2 credits']);
    expect(filled).toContain('2 credits');
    expect(filled).toContain('$ ');
    expect(filled).toMatch(/^\[Šçåñ ţĥîš påĝé/u);
  });

  it('keeps the extension name as the stores show it', () => {
    expect(long.extName?.message).toBe('Authenticity Lens');
  });
});

describe('the right-to-left pseudo-locale (ar-XB)', () => {
  it('keeps the words, marked right to left, and lays pages out right to left', async () => {
    const t = await translatorFor('ar-XB', () => Promise.resolve(english));
    expect(t.dir).toBe('rtl');
    // Keys of this test's own catalogue, not the shipped one's.
    expect(t.t('scan_cost' as MessageKey, 'x')).toBe('\u200fScan this page for x ($ paid)\u200f');
    // Arabic counts have six forms; a message given only in English's falls back to `other`.
    expect(t.plural('things' as PluralKey, 2)).toContain('things');
  });

  it('is the only one of ours read right to left', async () => {
    const t = await translatorFor('en-XA', () => Promise.resolve(english));
    expect(t.dir).toBe('ltr');
  });
});
