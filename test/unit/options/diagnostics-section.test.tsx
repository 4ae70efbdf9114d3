// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '../../../src/shared/log/log-entry.ts';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

interface Worker {
  calls: [string, unknown][];
  entries: LogEntry[];
}

const worker: Worker = vi.hoisted(() => ({ calls: [], entries: [] }));

vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    worker.calls.push([type, payload]);
    if (type === 'log/get') {
      return Promise.resolve({ ok: true, value: { entries: worker.entries, version: '0.1.0' } });
    }
    if (type === 'log/clear') worker.entries = [];
    return Promise.resolve({ ok: true, value: {} });
  },
}));

const { DiagnosticsSection } = await import('../../../src/options/diagnostics-section.tsx');

const at = (minute: number): number => Date.UTC(2026, 10, 23, 9, minute);

const ENTRIES: LogEntry[] = [
  {
    time: at(1),
    level: 'info',
    runtime: 'worker',
    scope: 'account',
    message: 'Signed in',
  },
  {
    time: at(2),
    level: 'error',
    runtime: 'options',
    scope: 'uncaught',
    message: 'Uncaught Error: boom at https://relay.example/hooks/al-1/[secret]/status',
    detail: { stack: 'Error: boom\n    at x (chrome-extension://id/a.js:1:2)' },
  },
  {
    time: at(3),
    level: 'warn',
    runtime: 'worker',
    scope: 'messages',
    message: '"credits/get" failed',
    detail: { kind: 'network', message: 'Cannot reach the service' },
    repeats: 1,
    lastTime: at(4),
  },
];

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';

let clipboard: { writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>> };

beforeEach(() => {
  worker.calls = [];
  worker.entries = [...ENTRIES];
  clipboard = { writeText: vi.fn((_text: string) => Promise.resolve()) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENT);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const shown = async (): Promise<HTMLElement> => screen.findByTestId('log');

describe('DiagnosticsSection', () => {
  it('shows the recent log newest first, each entry with its level', async () => {
    render(<DiagnosticsSection />);
    const items = [...(await shown()).querySelectorAll('li')];
    expect(items.map((li) => li.dataset.level)).toEqual(['warn', 'error', 'info']);
    expect(items.map((li) => li.querySelector('.log-level')?.textContent)).toEqual([
      'warn',
      'error',
      'info',
    ]);
    expect(items[0]?.textContent).toContain('"credits/get" failed (2 times');
    expect(items[0]?.textContent).toContain('worker/messages');
    expect(items[0]?.querySelector('.log-detail')?.textContent).toBe(
      'kind=network message="Cannot reach the service"',
    );
    expect(items[1]?.textContent).toContain('/hooks/al-1/[secret]/status');
  });

  it('copies the log with the version and browser on top', async () => {
    render(<DiagnosticsSection />);
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('Copied.');
    const text = String(clipboard.writeText.mock.calls[0]?.[0]);
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Authenticity Lens 0.1.0 diagnostics',
      'Browser: Chrome 131.0.6778.85 (X11; Linux x86_64)',
    ]);
    // Oldest first in the report, as a log is read.
    expect(text.indexOf('Signed in')).toBeLessThan(text.indexOf('"credits/get" failed'));
  });

  it('says so, and logs it, when the browser does not allow copying', async () => {
    clipboard.writeText.mockImplementation(() =>
      Promise.reject(new Error('Document is not focused.')),
    );
    render(<DiagnosticsSection />);
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('This browser did not allow copying: use Download instead.');
    await waitFor(() =>
      expect(worker.calls).toContainEqual([
        'log/append',
        {
          entry: expect.objectContaining({
            level: 'warn',
            runtime: 'options',
            scope: 'diagnostics',
            message: 'Copying the log failed',
          }) as unknown,
        },
      ]),
    );
  });

  it('downloads the same report as a text file through a link', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:chrome-extension://id/log';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    render(<DiagnosticsSection />);
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toMatch(/^authenticity-lens-log-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(clicked[0]?.href).toBe('blob:chrome-extension://id/log');
    expect(blobs[0]?.type).toBe('text/plain');
    const text = await blobs[0]!.text();
    expect(text).toContain('Authenticity Lens 0.1.0 diagnostics');
    expect(text).toContain('ERROR  options/uncaught  Uncaught Error: boom');
  });

  it('clears the log and shows it empty', async () => {
    render(<DiagnosticsSection />);
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByTestId('log-empty');
    expect(worker.calls.map(([type]) => type)).toEqual(['log/get', 'log/clear', 'log/get']);
    expect(screen.getByRole('status').textContent).toBe('Log cleared.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy' }).disabled).toBe(true);
  });

  it('is shown in German, while the copied log stays English for support', async () => {
    render(inLanguage(await translatorIn('de'), <DiagnosticsSection />));
    const items = [
      ...(await screen.findByRole('list', { name: 'Protokoll, neueste zuerst' })).querySelectorAll(
        'li',
      ),
    ];
    const clock = new Intl.DateTimeFormat('de', { dateStyle: 'short', timeStyle: 'medium' });
    expect(items[0]?.querySelector('.log-message')?.textContent).toBe(
      `"credits/get" failed (2-mal, zuletzt ${clock.format(at(4))})`,
    );
    expect(items[0]?.querySelector('time')?.textContent).toBe(clock.format(at(3)));
    expect(screen.getByRole('heading', { name: 'Diagnose' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Kopieren' }));
    await screen.findByText('Kopiert.');
    const text = String(clipboard.writeText.mock.calls[0]?.[0]);
    expect(text).toContain('Authenticity Lens 0.1.0 diagnostics');
    expect(text).toContain('(2 times, last 2026-11-23T09:04:00.000Z)');

    fireEvent.click(screen.getByRole('button', { name: 'Leeren' }));
    await screen.findByText('Noch nichts protokolliert.');
    expect(screen.getByRole('status').textContent).toBe('Protokoll geleert.');
  });
});
