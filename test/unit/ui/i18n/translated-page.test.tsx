// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import type { JSX } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { UiLanguageChoice } from '../../../../src/shared/i18n/languages.ts';
import { ENGLISH } from '../../../support/i18n/english.ts';
import {
  pageTranslator,
  rememberChoice,
  rememberedChoice,
} from '../../../../src/ui/i18n/page-language.ts';
import {
  TranslatedPage,
  useFollowLanguage,
  useT,
} from '../../../../src/ui/i18n/translated-page.tsx';

afterEach(cleanup);

function SaveButton({ choice }: { choice?: UiLanguageChoice }): JSX.Element {
  useFollowLanguage(choice);
  const { t, plural } = useT();
  return (
    <button type="button">
      {t('settings_languageSave')} · {plural('cost_credits', 1500)}
    </button>
  );
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

const page = (storage: Storage, browserLanguage: string, choice?: UiLanguageChoice) => (
  <TranslatedPage
    translator={ENGLISH}
    browserLanguage={browserLanguage}
    storage={storage}
    onError={(error) => {
      throw error;
    }}
  >
    <SaveButton choice={choice} />
  </TranslatedPage>
);

describe('a page in the chosen language', () => {
  it('is English, marked so, until the worker says otherwise', () => {
    render(page(memoryStorage(), 'de-DE'));
    expect(screen.getByRole('button').textContent).toBe('Save language · 1,500 credits');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches to the chosen language in place, and remembers it for the next opening', async () => {
    const storage = memoryStorage();
    const { rerender } = render(page(storage, 'en-US'));
    rerender(page(storage, 'en-US', 'de'));
    expect(await screen.findByText('Sprache speichern · 1.500 Credits')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(rememberedChoice(storage)).toBe('de');
  });

  it("follows the browser's language for the automatic choice", async () => {
    render(page(memoryStorage(), 'fr-CA', 'auto'));
    expect(await screen.findByText(/^Enregistrer la langue · 1\s500 crédits$/u)).toBeTruthy();
  });

  it('lays a right-to-left language out right to left', async () => {
    render(page(memoryStorage(), 'en-US', 'ar-XB'));
    await screen.findByText(/\u200fSave language\u200f/u);
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('the remembered choice', () => {
  it('is the automatic one when nothing, or nonsense, was kept', () => {
    const storage = memoryStorage();
    expect(rememberedChoice(storage)).toBe('auto');
    storage.setItem('lens.uiLanguage', 'klingon');
    expect(rememberedChoice(storage)).toBe('auto');
    rememberChoice(storage, 'ja');
    expect(rememberedChoice(storage)).toBe('ja');
  });
});

describe('each language', () => {
  it('is loaded once per page', async () => {
    const first = pageTranslator('it');
    expect(pageTranslator('it')).toBe(first);
    expect((await first).t('settings_languageSave')).toBe('Salva lingua');
  });
});
