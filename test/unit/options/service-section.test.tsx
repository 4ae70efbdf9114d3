// @vitest-environment jsdom
/** The Service card: addresses, sandbox mode, and the access the browser has not granted yet. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountStatus } from '../../../src/shared/messages/index.ts';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings.ts';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: () => Promise.resolve({ ok: true, value: STATUS }),
}));
vi.mock('../../../src/platform/host-permission.ts', () => ({
  requestHostAccess: () => Promise.resolve(true),
}));

const STATUS: AccountStatus = {
  email: null,
  hasKey: false,
  settings: DEFAULT_SETTINGS,
  missingHostAccess: ['https://api.school.example', 'https://login.school.example'],
  check: null,
  managed: { locked: [], email: false, apiKey: false },
};

const { ServiceSection } = await import('../../../src/options/service-section.tsx');

afterEach(cleanup);

describe('the service card', () => {
  it('lists the addresses the extension may not reach yet', () => {
    render(<ServiceSection status={STATUS} onSaved={() => undefined} />);
    expect(screen.getByTestId('missing-access').textContent).toBe(
      'The extension may not reach https://api.school.example and https://login.school.example yet. Save again and allow access when the browser asks.',
    );
    expect(screen.getByRole('checkbox', { name: /^Sandbox mode/ })).toBeTruthy();
  });

  it('speaks French in a French page, the list of addresses too', async () => {
    render(
      inLanguage(
        await translatorIn('fr'),
        <ServiceSection status={STATUS} onSaved={() => undefined} />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Service' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Adresse de connexion' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Mode bac à sable\u00a0: / })).toBeTruthy();
    expect(screen.getByTestId('missing-access').textContent).toMatch(
      /^L’extension n’a pas encore le droit d’accéder à https:\/\/api\.school\.example et https:\/\/login\.school\.example\./,
    );
    expect(
      screen.getByRole('button', { name: 'Enregistrer les paramètres du service' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Utiliser les adresses de production' }),
    ).toBeTruthy();
  });
});
