// @vitest-environment jsdom
/** The Account card: the fields, and what the service said of the saved account. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountStatus } from '../../../src/shared/messages/index.ts';
import type { AccountCheck } from '../../../src/shared/settings/account-check.ts';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings.ts';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: () => Promise.resolve({ ok: true, value: STATUS }),
}));

const STATUS: AccountStatus = {
  email: 'staff@school.example',
  hasKey: true,
  settings: DEFAULT_SETTINGS,
  missingHostAccess: [],
  check: null,
  managed: { locked: [], email: false, apiKey: false },
};

const { AccountSection } = await import('../../../src/options/account-section.tsx');

afterEach(cleanup);

const withCheck = (check: Omit<AccountCheck, 'at' | 'subject'>): AccountStatus => ({
  ...STATUS,
  check: { at: 0, ...check },
});

const note = (): string | null | undefined => screen.getByTestId('account-check').textContent;

describe('the account card', () => {
  it('says whether the service accepted the saved account', () => {
    const { rerender } = render(
      <AccountSection status={withCheck({ state: 'verified' })} onSaved={() => undefined} />,
    );
    expect(note()).toBe('The service accepted this account.');
    rerender(
      <AccountSection
        status={withCheck({ state: 'rejected', message: 'Wrong key.' })}
        onSaved={() => undefined}
      />,
    );
    expect(note()).toBe('The service did not accept this e-mail and API key. Wrong key.');
    rerender(
      <AccountSection
        status={withCheck({ state: 'unverified', message: 'Offline.' })}
        onSaved={() => undefined}
      />,
    );
    expect(note()).toBe('Not checked yet: Offline.');
    rerender(
      <AccountSection status={withCheck({ state: 'unverified' })} onSaved={() => undefined} />,
    );
    expect(note()).toBe('Not checked yet.');
  });

  it('shows a saved key without showing it', () => {
    render(<AccountSection status={STATUS} onSaved={() => undefined} />);
    const key = screen.getByLabelText<HTMLInputElement>('API key');
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('Saved. Paste a new key to replace it.');
    expect(screen.getByTestId('key-state').textContent).toBe('An API key is saved.');
  });

  it('speaks German in a German page', async () => {
    const de = await translatorIn('de');
    render(
      inLanguage(
        de,
        <AccountSection status={withCheck({ state: 'verified' })} onSaved={() => undefined} />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Konto' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('API-Schlüssel').placeholder).toBe(
      'Gespeichert. Fügen Sie einen neuen Schlüssel ein, um ihn zu ersetzen.',
    );
    expect(note()).toBe('Der Dienst hat dieses Konto akzeptiert.');
    expect(screen.getByRole('button', { name: 'Konto speichern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Konto vergessen' })).toBeTruthy();
  });
});
