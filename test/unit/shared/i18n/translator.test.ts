import { describe, expect, it } from 'vitest';
import { formatMessage, type Catalog } from '../../../../src/shared/i18n/catalog.ts';
import { matchLanguage, pickLanguage } from '../../../../src/shared/i18n/languages.ts';
import { createTranslator } from '../../../../src/shared/i18n/translator.ts';

const english: Catalog = {
  extName: { message: 'Authenticity Lens' },
  cost_credits_one: {
    message: '$COUNT$ credit',
    placeholders: { count: { content: '$1' } },
  },
  cost_credits_other: {
    message: '$COUNT$ credits',
    placeholders: { count: { content: '$1' } },
  },
  menu_findImageOnWeb: {
    message: 'Find this image on the web ($COST$)',
    placeholders: { cost: { content: '$1' } },
  },
};
const french: Catalog = {
  cost_credits_one: { message: '$COUNT$ crédit', placeholders: { count: { content: '$1' } } },
  cost_credits_many: {
    message: '$COUNT$ de crédits',
    placeholders: { count: { content: '$1' } },
  },
  cost_credits_other: {
    message: '$COUNT$ crédits',
    placeholders: { count: { content: '$1' } },
  },
};

describe('formatMessage', () => {
  it('fills named placeholders from the arguments, as the browsers do', () => {
    expect(
      formatMessage(
        {
          message: 'Pay $Amount$ for $what$ ($$)',
          placeholders: { amount: { content: '$2' }, WHAT: { content: '$1 now' } },
        },
        ['the scan', '5'],
      ),
    ).toBe('Pay 5 for the scan now ($)');
  });

  it('leaves an undeclared name as it is, so the mistake shows', () => {
    expect(formatMessage({ message: 'Hello $NAME$' }, ['x'])).toBe('Hello $NAME$');
  });
});

describe('createTranslator', () => {
  it('picks the plural form the language needs, and writes numbers its way', () => {
    const fr = createTranslator('fr', french, english);
    expect(fr.plural('cost_credits', 1)).toBe('1 crédit');
    expect(fr.plural('cost_credits', 2)).toBe('2 crédits');
    expect(fr.plural('cost_credits', 1_000_000)).toBe('1\u202f000\u202f000 de crédits');
    const en = createTranslator('en', english, english);
    expect(en.plural('cost_credits', 1)).toBe('1 credit');
    expect(en.plural('cost_credits', 1234)).toBe('1,234 credits');
  });

  it('reads a message the language lacks from English', () => {
    const fr = createTranslator('fr', french, english);
    expect(fr.t('menu_findImageOnWeb', '1 crédit')).toBe('Find this image on the web (1 crédit)');
    expect(fr.t('extName')).toBe('Authenticity Lens');
  });

  it('shows a key no catalogue has, rather than nothing', () => {
    const en = createTranslator('en', {}, {});
    expect(en.t('extName')).toBe('extName');
  });
});

describe('pickLanguage', () => {
  it('takes the chosen language, else the browser’s closest, else English', () => {
    expect(pickLanguage('de', ['fr-FR'])).toBe('de');
    expect(pickLanguage('auto', ['pt-BR', 'en'])).toBe('pt');
    expect(pickLanguage('auto', ['nl-NL', 'ja'])).toBe('ja');
    expect(pickLanguage('auto', ['nl'])).toBe('en');
    expect(matchLanguage('de_AT')).toBe('de');
  });
});
