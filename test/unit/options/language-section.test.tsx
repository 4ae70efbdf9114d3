// @vitest-environment jsdom
/** The Language card: the browser's language or one of ours, saved as `uiLanguage`. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_NAMES, UI_LANGUAGES } from '../../../src/shared/i18n/languages.ts';
import type { AccountStatus } from '../../../src/shared/messages/index.ts';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings.ts';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

const worker = vi.hoisted(() => ({ calls: [] as [string, unknown][] }));

vi.mock('../../../src/platform/browser.ts', () => ({
  browser: { i18n: { getUILanguage: () => 'de-AT' } },
}));
vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    worker.calls.push([type, payload]);
    return Promise.resolve({
      ok: true,
      value: { ...STATUS, settings: { ...STATUS.settings, ...(payload as object) } },
    });
  },
}));

const STATUS: AccountStatus = {
  email: null,
  hasKey: false,
  settings: DEFAULT_SETTINGS,
  missingHostAccess: [],
  check: null,
  managed: { locked: [], email: false, apiKey: false },
};

const { LanguageSection } = await import('../../../src/options/language-section.tsx');

afterEach(() => {
  cleanup();
  worker.calls = [];
});

const menu = (name: string | RegExp = 'Language of the extension'): HTMLSelectElement =>
  screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('the language card', () => {
  it("offers the browser's language, named, and each of the seven languages in its own name", () => {
    render(<LanguageSection status={STATUS} onSaved={() => undefined} />);
    const select = menu();
    expect(select.value).toBe('auto');
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options[0]?.value).toBe('auto');
    expect(options[0]?.textContent).toBe('As the browser (Deutsch)');
    for (const language of UI_LANGUAGES) {
      const option = options.find((o) => o.value === language);
      expect(option?.textContent).toBe(LANGUAGE_NAMES[language]);
      expect(option?.lang).toBe(language);
    }
    expect(UI_LANGUAGES).toHaveLength(7);
  });

  it('saves the chosen language as uiLanguage and says it was saved', async () => {
    const onSaved = vi.fn();
    render(<LanguageSection status={STATUS} onSaved={onSaved} />);
    fireEvent.change(menu(), { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(worker.calls).toEqual([['settings/save', { uiLanguage: 'fr' }]]);
    const saved = onSaved.mock.calls[0]?.[0] as AccountStatus;
    expect(saved.settings.uiLanguage).toBe('fr');
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('is locked when the organisation set the language', () => {
    const locked = { ...STATUS, managed: { ...STATUS.managed, locked: ['uiLanguage' as const] } };
    render(<LanguageSection status={locked} onSaved={() => undefined} />);
    expect(menu().disabled).toBe(true);
    expect(screen.getByTestId('set-by-policy').textContent).toBe('Set by your organisation');
  });

  it('speaks German in a German page', async () => {
    render(
      inLanguage(
        await translatorIn('de'),
        <LanguageSection status={STATUS} onSaved={() => undefined} />,
      ),
    );
    const select = menu('Sprache der Erweiterung');
    expect(within(select).getByRole('option', { name: 'Wie der Browser (Deutsch)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sprache speichern' })).toBeTruthy();
  });
});
