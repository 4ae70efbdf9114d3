// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { appError } from '../../../src/core/errors.ts';
import { costRefusal } from '../../../src/shared/checks/credit-estimate.ts';
import { pastedRefusal } from '../../../src/shared/checks/pasted-text.ts';
import { nothingToRead } from '../../../src/shared/frames/nothing-to-read.ts';
import { ErrorNotice } from '../../../src/ui/error-notice.tsx';
import { SettingError } from '../../../src/options/setting-error.tsx';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

afterEach(cleanup);

const text = (): string => screen.getByRole('alert').textContent ?? '';

describe('ErrorNotice', () => {
  it('says an error with words in English outside a translated page', () => {
    render(<ErrorNotice error={pastedRefusal('x'.repeat(120))!} />);
    expect(screen.getByText('This cannot be checked as it is')).toBeTruthy();
    expect(text()).toContain('Pasted text needs at least 255 characters; this has 120.');
    expect(text()).toContain('Adjust the input and try again.');
  });

  it('says an error with words in German: heading, detail with the numbers German’s way, next step', async () => {
    const de = await translatorIn('de');
    render(inLanguage(de, <ErrorNotice error={pastedRefusal('x'.repeat(100_001))!} />));
    expect(screen.getByText('So kann dies nicht geprüft werden')).toBeTruthy();
    expect(screen.getByText(/^Eingefügter Text darf höchstens 100\.000 Zeichen/).textContent).toBe(
      'Eingefügter Text darf höchstens 100.000 Zeichen haben; dieser hat 100.001. Fügen Sie einen kürzeren Teil ein.',
    );
    expect(text()).toContain('Passen Sie die Eingabe an und versuchen Sie es erneut.');
    expect(text()).not.toMatch(/Pasted|characters/);
  });

  it('says a cost in German with the plural its count needs', async () => {
    const de = await translatorIn('de');
    const limits = { confirmAbove: 0, max: 200 };
    render(inLanguage(de, <ErrorNotice error={costRefusal(1, 300, limits, undefined)!} />));
    expect(text()).toContain('Wartet auf Ihr OK');
    expect(text()).toContain('Diese Prüfung würde etwa 1 Credit kosten (300 Zeichen)');
    cleanup();
    render(inLanguage(de, <ErrorNotice error={costRefusal(777, 1_200_000, limits, 777)!} />));
    expect(text()).toContain('Über Ihrem Limit für eine Prüfung');
    expect(text()).toContain('etwa 777 Credits kosten (1.200.000 Zeichen), mehr als die 200');
  });

  it('counts the other sites of frames in French, with the plural form', async () => {
    const fr = await translatorIn('fr');
    const error = nothingToRead('selection', {
      unreadable: {
        count: 3,
        sites: ['https://files.example', 'https://a.example', 'https://b.example'],
      },
    });
    render(inLanguage(fr, <ErrorNotice error={error} />));
    expect(text()).toContain('Accès nécessaire');
    expect(text()).toContain('un cadre de files.example (et 2 autres sites)');
  });

  it('keeps the English message, marked as English, for an error without words', async () => {
    const de = await translatorIn('de');
    render(inLanguage(de, <ErrorNotice error={appError('service', 'The service is down.')} />));
    expect(text()).toContain('Beim Dienst ist ein Problem aufgetreten');
    expect(screen.getByText('The service is down.').getAttribute('lang')).toBe('en');
  });

  it('speaks of saving on the settings page, in German too', async () => {
    const de = await translatorIn('de');
    render(inLanguage(de, <SettingError error={appError('invalid-input', 'Bad address.')} />));
    expect(text()).toContain('So kann dies nicht gespeichert werden');
    expect(text()).toContain('Korrigieren Sie, was die Meldung nennt, und speichern Sie erneut.');
  });
});
