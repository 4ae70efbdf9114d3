// @vitest-environment jsdom
/** Settings the organisation locked: disabled, and described as set by it. */
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountStatus } from '../../../src/shared/messages/index.ts';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings.ts';
import { DEFAULT_SCAN_SETTINGS } from '../../../src/shared/scans/scan-settings.ts';

/** What the worker answers each page question here. */
const ANSWERS: Record<string, unknown> = {
  'scans/settings-get': {
    settings: { ...DEFAULT_SCAN_SETTINGS, relayUrl: 'https://relay.school.example' },
    hasRelayToken: false,
    missingHostAccess: [],
  },
  'scans/ocr-languages': { languages: ['en'], fetchedAt: 0, stale: false },
};

vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string) => Promise.resolve({ ok: true, value: ANSWERS[type] ?? STATUS }),
}));
vi.mock('../../../src/platform/host-permission.ts', () => ({
  requestHostAccess: () => Promise.resolve(true),
}));

const STATUS: AccountStatus = {
  email: 'staff@school.example',
  hasKey: true,
  settings: { ...DEFAULT_SETTINGS, sandbox: false, sensitivity: 1 },
  missingHostAccess: [],
  check: null,
  managed: { locked: ['sandbox', 'sensitivity', 'relayUrl'], email: true, apiKey: true },
};

const UNMANAGED: AccountStatus = {
  ...STATUS,
  managed: { locked: [], email: false, apiKey: false },
};

const { ServiceSection } = await import('../../../src/options/service-section.tsx');
const { TextChecksSection } = await import('../../../src/options/text-checks-section.tsx');
const { AccountSection } = await import('../../../src/options/account-section.tsx');
const { ScansSection } = await import('../../../src/options/scans-section.tsx');

afterEach(cleanup);

/** The note that describes `control`, by aria-describedby. */
function describedBy(control: HTMLElement): string | null | undefined {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

describe('locked settings', () => {
  it('are disabled and described as set by the organisation; the others are not', () => {
    render(<ServiceSection status={STATUS} onSaved={() => undefined} />);
    const sandbox = screen.getByRole<HTMLInputElement>('checkbox', { name: /Sandbox mode/ });
    expect(sandbox.disabled).toBe(true);
    expect(describedBy(sandbox)).toBe('Set by your organisation');
    const api = screen.getByRole<HTMLInputElement>('textbox', { name: 'API address' });
    expect(api.disabled).toBe(false);
    expect(api.hasAttribute('aria-describedby')).toBe(false);
    // Saving stays possible: it is how access to the organisation's addresses is granted.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Save/ }).disabled).toBe(false);
  });

  it('disable a whole group, keeping the value in force', () => {
    render(<TextChecksSection status={STATUS} onSaved={() => undefined} />);
    const group = screen.getByRole('group', { name: 'AI detection sensitivity' });
    expect(describedBy(group)).toBe('Set by your organisation');
    const low = within(group).getByRole<HTMLInputElement>('radio', { name: /Low/ });
    expect(low.checked).toBe(true);
    expect(low.matches(':disabled')).toBe(true);
    const explain = screen.getByRole<HTMLInputElement>('checkbox', { name: /Explain AI/ });
    expect(explain.disabled).toBe(false);
  });

  it('show a managed account without a key field, Save or Forget', () => {
    render(<AccountSection status={STATUS} onSaved={() => undefined} />);
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    expect(email.value).toBe('staff@school.example');
    expect(email.disabled).toBe(true);
    expect(describedBy(email)).toBe('Set by your organisation');
    expect(screen.getByTestId('key-state').textContent).toBe('API key set by your organisation');
    expect(screen.queryByLabelText('API key')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lock the relay address of scans', async () => {
    render(<ScansSection locked={STATUS.managed.locked} />);
    const relay = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Relay address' });
    expect(relay.disabled).toBe(true);
    expect(describedBy(relay)).toBe('Set by your organisation');
    const costFirst = screen.getByRole<HTMLInputElement>('checkbox', { name: /cost in credits/ });
    expect(costFirst.disabled).toBe(false);
  });

  it('leave everything editable without a policy', () => {
    render(<AccountSection status={UNMANAGED} onSaved={() => undefined} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forget account' })).toBeTruthy();
    expect(screen.queryByTestId('set-by-policy')).toBeNull();
  });
});
