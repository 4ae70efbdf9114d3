// @vitest-environment jsdom
/** The plagiarism scan settings, in a reader's language. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCAN_SETTINGS } from '../../../src/shared/scans/scan-settings.ts';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

/** What the worker answers each page question here. */
const ANSWERS: Record<string, unknown> = {
  'scans/settings-get': {
    settings: { ...DEFAULT_SCAN_SETTINGS, relayUrl: 'https://relay.example' },
    hasRelayToken: true,
    missingHostAccess: ['https://relay.example/*', 'https://backup.example/*'],
  },
  'scans/relay-check': { member: { role: 'member', name: 'Ada' } },
  'scans/ocr-languages': { languages: ['en', 'de'], fetchedAt: 0, stale: false },
};

vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string) => Promise.resolve({ ok: true, value: ANSWERS[type] }),
}));
vi.mock('../../../src/platform/host-permission.ts', () => ({
  requestHostAccess: () => Promise.resolve(true),
}));

const { ScansSection } = await import('../../../src/options/scans-section.tsx');

afterEach(cleanup);

describe('ScansSection', () => {
  it('keeps its English words outside a translated page', async () => {
    render(<ScansSection />);
    await screen.findByRole('textbox', { name: 'Relay address' });
    expect(screen.getByTestId('relay-token-state').textContent).toBe('A relay token is saved.');
    expect(screen.getByTestId('relay-missing-access').textContent).toBe(
      'The extension may not reach https://relay.example/* and https://backup.example/* yet. Save again and allow access when the browser asks.',
    );
    expect(screen.getByRole('option', { name: '3: balanced (the service default)' })).toBeTruthy();
    expect(screen.getByText('npm run relay').tagName).toBe('CODE');
  });

  it('is shown in German, with its lists, levels and notes', async () => {
    render(inLanguage(await translatorIn('de'), <ScansSection />));
    const section = screen.getByRole('region', { name: 'Plagiatsscans' });
    await within(section).findByRole('textbox', { name: 'Relay-Adresse' });
    expect(screen.getByTestId('relay-token-state').textContent).toBe(
      'Ein Relay-Token ist gespeichert.',
    );
    expect(screen.getByTestId('relay-missing-access').textContent).toContain(
      'https://relay.example/* und https://backup.example/*',
    );
    expect(screen.getByText('npm run relay').tagName).toBe('CODE');
    expect(
      screen.getByRole('option', { name: '3: ausgewogen (Standard des Dienstes)' }),
    ).toBeTruthy();
    const excluded = screen.getByRole('group', { name: 'Vom Vergleich ausnehmen' });
    expect(within(excluded).getByRole('checkbox', { name: 'Inhaltsverzeichnis' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Identische Wörter' })).toBeTruthy();
    expect((await screen.findByTestId('ocr-count')).closest('summary')?.textContent).toBe(
      'Text in Bildern kann in 2 Sprachen gelesen werden',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Relay testen' }));
    expect((await screen.findByTestId('scans-note')).textContent).toBe(
      'Das Relay antwortet und akzeptiert das Token: Es gehört Ada, auf einem Team-Relay.',
    );
  });
});
