// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { JSX } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckSummary } from '../../../src/shared/checks/check-summary-schema.ts';
import type { AccountStatus } from '../../../src/shared/messages/index.ts';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings.ts';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

const summary = (id: string, kind: CheckSummary['kind']): CheckSummary => ({
  id,
  kind,
  status: 'done',
  createdAt: 1_795_000_000_000,
  title: 'A page',
  site: 'news.test',
  origin: kind === 'url-scan' ? 'url' : 'selection',
  outcome: kind === 'url-scan' ? '12% found elsewhere' : '40% of the text AI-written',
  fromHistory: false,
});

const STATUS: AccountStatus = {
  email: 'me@example.com',
  hasKey: true,
  settings: DEFAULT_SETTINGS,
  missingHostAccess: [],
  check: null,
  managed: { locked: [], email: false, apiKey: false },
};

/** The worker: its history, and every question asked. */
const worker = vi.hoisted(() => ({
  history: [] as unknown[],
  asked: [] as string[],
  saved: [] as unknown[],
}));
// The class sets' panel follows its batch's changes in storage: none change here.
vi.mock('../../../src/platform/item-storage.ts', () => ({ watchItem: () => undefined }));
vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: { historyDays?: number }) => {
    worker.asked.push(type);
    if (type === 'settings/save') {
      worker.saved.push(payload);
      // The worker forgets what is older than the new limit: here, everything.
      worker.history = [];
      return Promise.resolve({
        ok: true,
        value: { ...STATUS, settings: { ...STATUS.settings, ...payload } },
      });
    }
    if (type === 'history/recent') {
      return Promise.resolve({ ok: true, value: { checks: worker.history } });
    }
    // The section's class sets: none yet.
    if (type === 'batches/latest') return Promise.resolve({ ok: true, value: null });
    if (type === 'history/clear') {
      const removed = worker.history.length;
      worker.history = [];
      return Promise.resolve({ ok: true, value: { removed } });
    }
    return Promise.resolve({ ok: false, error: { kind: 'internal', message: type } });
  },
}));

const { useRecentChecks } = await import('../../../src/options/use-recent-checks.ts');
const { HistorySection } = await import('../../../src/options/history-section.tsx');
const { ScanResendSection } = await import('../../../src/options/scan-resend-section.tsx');

function Sections({ status = STATUS }: { status?: AccountStatus }): JSX.Element {
  const recent = useRecentChecks();
  return (
    <>
      <HistorySection recent={recent} status={status} onSaved={() => undefined} />
      <ScanResendSection recent={recent} />
    </>
  );
}

afterEach(() => {
  cleanup();
  worker.asked.length = 0;
  worker.saved.length = 0;
  vi.unstubAllGlobals();
});

describe('the settings page’s recent checks', () => {
  it('are read once for the history and the scan troubleshooting', async () => {
    worker.history = [summary('scan-1', 'url-scan'), summary('text-1', 'ai-text')];
    render(<Sections />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getAllByTestId('resend-row')).toHaveLength(1);
    // Besides the section's newest class set, asked once too.
    expect(worker.asked.filter((type) => type !== 'batches/latest')).toEqual(['history/recent']);
    expect(worker.asked.filter((type) => type === 'batches/latest')).toHaveLength(1);
  });

  it('are kept for three months unless another time is chosen, which applies at once', async () => {
    worker.history = [summary('scan-1', 'url-scan')];
    render(<Sections />);
    await screen.findByTestId('resend-row');
    const keep = screen.getByLabelText<HTMLSelectElement>('Keep finished checks for');
    expect(keep.value).toBe('90');
    expect([...keep.options].map((o) => o.text)).toEqual([
      '7 days',
      '30 days',
      '90 days',
      '1 year',
      'Until I clear them',
    ]);
    fireEvent.change(keep, { target: { value: '7' } });
    await screen.findByTestId('history-empty');
    expect(worker.saved).toEqual([{ historyDays: 7 }]);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('say when the organisation chose how long checks are kept', async () => {
    worker.history = [];
    const locked: AccountStatus = {
      ...STATUS,
      settings: { ...STATUS.settings, historyDays: 30 },
      managed: { ...STATUS.managed, locked: ['historyDays'] },
    };
    render(<Sections status={locked} />);
    const keep = await screen.findByLabelText<HTMLSelectElement>('Keep finished checks for');
    expect(keep.disabled).toBe(true);
    expect(keep.value).toBe('30');
    expect(screen.getByTestId('set-by-policy').textContent).toBe('Set by your organisation');
  });

  it('leave both lists empty once the history is cleared', async () => {
    vi.stubGlobal('confirm', () => true);
    worker.history = [summary('scan-1', 'url-scan')];
    render(<Sections />);
    await screen.findByTestId('resend-row');
    fireEvent.click(screen.getByTestId('clear-history'));
    await screen.findByTestId('history-empty');
    expect(screen.queryByTestId('resend-row')).toBeNull();
    expect(screen.getByText('No page scans yet.')).toBeTruthy();
    expect(worker.asked.filter((type) => type !== 'batches/latest')).toEqual([
      'history/recent',
      'history/clear',
      'history/recent',
    ]);
  });

  it('are shown in German: kinds, places, dates, credits and counts', async () => {
    vi.stubGlobal('confirm', () => true);
    worker.history = [
      { ...summary('scan-1', 'url-scan'), credits: 1 },
      { ...summary('text-1', 'ai-text'), credits: 2 },
      { ...summary('image-1', 'ai-image'), site: undefined, origin: 'image', fromHistory: true },
    ];
    render(inLanguage(await translatorIn('de'), <Sections />));
    const list = await screen.findByRole('list', { name: 'Letzte Prüfungen, neueste zuerst' });
    const [scan, text, image] = [...list.querySelectorAll('li')].map((li) =>
      [li.querySelector('.history-kind'), li.querySelector('.history-where')]
        .map((span) => span?.textContent)
        .join(': '),
    );
    const when = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(
      1_795_000_000_000,
    );
    expect(scan).toBe(`Plagiat: Seitenadresse auf news.test · ${when} · 1 Credit`);
    expect(text).toBe(`KI-Text: Markierter Text auf news.test · ${when} · 2 Credits`);
    expect(image).toBe(`KI-Bild: Bild · ${when} · aus dem Verlauf`);
    expect(screen.getByRole('heading', { name: 'Fehlerbehebung' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Ergebnis erneut senden: Scan von news.test' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verlauf löschen' }));
    await screen.findByText('Noch keine Prüfungen.');
    expect(screen.getByRole('status').textContent).toBe('3 Prüfungen vergessen.');
    expect(screen.getByText('Noch keine Seitenscans.')).toBeTruthy();
  });

  it('count one forgotten check in the singular', async () => {
    vi.stubGlobal('confirm', () => true);
    worker.history = [summary('text-1', 'ai-text')];
    render(<Sections />);
    await screen.findByTestId('history');
    fireEvent.click(screen.getByTestId('clear-history'));
    await screen.findByTestId('history-empty');
    expect(screen.getByRole('status').textContent).toBe('1 check forgotten.');
  });
});
