// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { JSX } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckSummary } from '../../../src/shared/checks/check-summary-schema.ts';

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

/** The worker: its history, and every question asked. */
const worker = vi.hoisted(() => ({ history: [] as unknown[], asked: [] as string[] }));
vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string) => {
    worker.asked.push(type);
    if (type === 'history/recent') {
      return Promise.resolve({ ok: true, value: { checks: worker.history } });
    }
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

function Sections(): JSX.Element {
  const recent = useRecentChecks();
  return (
    <>
      <HistorySection recent={recent} />
      <ScanResendSection recent={recent} />
    </>
  );
}

afterEach(() => {
  cleanup();
  worker.asked.length = 0;
  vi.unstubAllGlobals();
});

describe('the settings page’s recent checks', () => {
  it('are read once for the history and the scan troubleshooting', async () => {
    worker.history = [summary('scan-1', 'url-scan'), summary('text-1', 'ai-text')];
    render(<Sections />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getAllByTestId('resend-row')).toHaveLength(1);
    expect(worker.asked).toEqual(['history/recent']);
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
    expect(worker.asked).toEqual(['history/recent', 'history/clear', 'history/recent']);
  });
});
