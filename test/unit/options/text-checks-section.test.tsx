// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountStatus } from '../../../src/shared/messages/index.ts';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings.ts';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

const worker = vi.hoisted(() => ({ calls: [] as [string, unknown][] }));

vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    worker.calls.push([type, payload]);
    return Promise.resolve({ ok: true, value: STATUS });
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

const { TextChecksSection } = await import('../../../src/options/text-checks-section.tsx');

afterEach(() => {
  cleanup();
  worker.calls = [];
});

describe('the text checks section', () => {
  it('shows "Explain AI results" on by default, with its hint, and saves it turned off', async () => {
    render(<TextChecksSection status={STATUS} onSaved={() => undefined} />);
    const toggle = screen.getByRole<HTMLInputElement>('checkbox', {
      name: /Explain AI results \(AI phrases\)/,
    });
    expect(toggle.checked).toBe(true);
    expect(toggle.closest('label')?.textContent).toMatch(/no\s+extra charge/);
    expect(toggle.closest('label')?.textContent).toMatch(/beta/);

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save text check settings' }));
    await waitFor(() => expect(worker.calls).toHaveLength(1));
    expect(worker.calls[0]).toEqual([
      'settings/save',
      expect.objectContaining({ explainAi: false }),
    ]);
  });
});

describe('the text checks section in German', () => {
  it('names the settings, the labels and the languages in German, with the words per credit', async () => {
    const locked: AccountStatus = {
      ...STATUS,
      managed: { ...STATUS.managed, locked: ['sensitivity'] },
    };
    render(
      inLanguage(
        await translatorIn('de'),
        <TextChecksSection status={locked} onSaved={() => undefined} />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Textprüfungen' })).toBeTruthy();
    const sensitivity = screen.getByRole('group', { name: 'Empfindlichkeit der KI-Erkennung' });
    expect(
      within(sensitivity).getByRole('radio', { name: /^Niedrig — markiert nur/ }),
    ).toBeTruthy();
    expect(within(sensitivity).getByTestId('set-by-policy').textContent).toBe(
      'Von Ihrer Organisation festgelegt',
    );
    const labels = screen.getByRole('group', { name: 'Die Moderation sucht nach' });
    expect(within(labels).getByRole('checkbox', { name: 'Hassrede' })).toBeTruthy();
    const language = screen.getByRole('combobox', { name: 'Sprache des geprüften Texts' });
    expect(within(language).getByRole('option', { name: 'Automatisch erkennen' })).toBeTruthy();
    expect(within(language).getByRole('option', { name: 'Englisch' })).toBeTruthy();
    expect(screen.getByText(/etwa einen Credit pro 250 Wörter\./)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Einstellungen der Textprüfung speichern' }),
    ).toBeTruthy();
  });
});
