// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSummary } from '../../../src/shared/messages/index.ts';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

vi.mock('../../../src/platform/browser.ts', () => ({
  browser: { runtime: { openOptionsPage: () => Promise.resolve() } },
}));

const { AccountBar } = await import('../../../src/popup/account-bar.tsx');

const status = (check: AccountSummary['check']): AccountSummary => ({
  email: 'ana@school.example',
  hasKey: true,
  check,
  settings: { sandbox: false, uiLanguage: 'auto' },
});

afterEach(cleanup);

describe('AccountBar', () => {
  it('names the account, the e-mail in bold, once the service accepted it', () => {
    render(<AccountBar status={status({ state: 'verified' })} />);
    expect(screen.getByTestId('account-ready').textContent).toBe('Signed in as ana@school.example');
    expect(screen.getByText('ana@school.example').tagName).toBe('STRONG');
  });

  it('says a refused key in German, with the e-mail in bold inside the sentence', async () => {
    render(
      inLanguage(await translatorIn('de'), <AccountBar status={status({ state: 'rejected' })} />),
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Der Dienst hat den API-Schlüssel für ana@school.example nicht akzeptiert.',
    );
    expect(screen.getByText('ana@school.example').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Einstellungen öffnen' })).toBeTruthy();
  });
});
