// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountStatus } from '../../../src/shared/messages/index.ts';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings.ts';

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
