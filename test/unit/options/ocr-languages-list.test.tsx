// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

const FETCHED = Date.UTC(2026, 10, 23, 9, 4);

/** The worker's answer to `scans/ocr-languages`. */
const worker = vi.hoisted(() => ({ languages: [] as string[], stale: false }));
vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string) =>
    Promise.resolve(
      type === 'scans/ocr-languages'
        ? {
            ok: true,
            value: { languages: worker.languages, fetchedAt: FETCHED, stale: worker.stale },
          }
        : { ok: false, error: { kind: 'internal', message: type } },
    ),
}));

const { OcrLanguagePicker, OcrLanguagesList } =
  await import('../../../src/options/ocr-languages-list.tsx');

afterEach(() => {
  cleanup();
  worker.stale = false;
});

describe('the OCR languages', () => {
  it('are counted and named in English outside a translated page', async () => {
    worker.languages = ['en'];
    render(<OcrLanguagesList />);
    const count = await screen.findByTestId('ocr-count');
    expect(count.textContent).toBe('1');
    expect(count.closest('summary')?.textContent).toBe('Text in images can be read in 1 language');
    expect(screen.getByText('English')).toBeTruthy();
  });

  it('are counted, named and dated in French', async () => {
    worker.languages = ['en', 'de', 'zh-TW'];
    worker.stale = true;
    render(inLanguage(await translatorIn('fr'), <OcrLanguagesList />));
    const count = await screen.findByTestId('ocr-count');
    expect(count.textContent).toBe('3');
    expect(count.closest('summary')?.textContent).toBe(
      'Le texte des images peut être lu dans 3 langues (une liste plus ancienne\u00a0: le service était injoignable)',
    );
    expect(within(screen.getByTestId('ocr-languages')).getByText('allemand')).toBeTruthy();
    const when = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' });
    expect(
      screen.getByText(`Liste fournie par le service le ${when.format(FETCHED)}.`, {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeTruthy();
  });

  it('are offered in the picker by their names in German', async () => {
    worker.languages = ['en', 'fr'];
    render(
      inLanguage(
        await translatorIn('de'),
        <OcrLanguagePicker value="fr" onChange={() => undefined} />,
      ),
    );
    const menu = screen.getByRole('combobox', { name: 'Sprache von Text in Bildern (OCR)' });
    expect(await within(menu).findByRole('option', { name: 'Englisch (en)' })).toBeTruthy();
    expect(within(menu).getByRole('option', { name: 'Französisch (fr)' })).toBeTruthy();
  });
});
