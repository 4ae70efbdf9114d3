// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageCheck } from '../../../../src/shared/checks/check-record.ts';
import type { HeatmapState } from '../../../../src/shared/heatmap/heatmap-state.ts';
import { imageCheck } from '../../../support/check-records.ts';

interface Sent {
  calls: [string, unknown][];
  /** What the worker answers next. */
  reply: unknown;
}

const sent: Sent = vi.hoisted(() => ({ calls: [], reply: { ok: true, value: {} } }));

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    sent.calls.push([type, payload]);
    return Promise.resolve(sent.reply);
  },
}));

const { HeatmapPanel } = await import('../../../../src/popup/checks/heatmap-panel.tsx');

function check(src: string, heatmap?: HeatmapState): ImageCheck {
  return imageCheck(src, {
    image: { original: { format: 'jpeg', refit: [] } },
    ...(heatmap ? { heatmap } : {}),
  });
}

const state = (change: Partial<HeatmapState>): HeatmapState => ({
  scanId: 'heat-1',
  phase: 'pending',
  requestedAt: Date.UTC(2026, 10, 23, 9, 30),
  attempts: 0,
  cursor: 0,
  ...change,
});

afterEach(() => {
  cleanup();
  sent.calls = [];
  sent.reply = { ok: true, value: {} };
});

describe('HeatmapPanel', () => {
  it('offers the heatmap with its cost, and asks the worker for it', async () => {
    render(<HeatmapPanel check={check('https://pics.example/a.jpg')} />);
    expect(screen.getByTestId('heatmap-panel').textContent).toContain('1 credit');
    fireEvent.click(screen.getByRole('button', { name: 'Get heatmap' }));
    await waitFor(() =>
      expect(sent.calls).toEqual([['images/request-heatmap', { id: 'check-1' }]]),
    );
  });

  it('shows why the worker refused', async () => {
    sent.reply = {
      ok: false,
      error: { kind: 'invalid-input', message: 'Set up the relay first.' },
    };
    render(<HeatmapPanel check={check('https://pics.example/a.jpg')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get heatmap' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').dataset.kind).toBe('invalid-input');
  });

  it('says why there can be no heatmap instead of offering a button that would fail', () => {
    render(<HeatmapPanel check={check('data:image/png;base64,AAAA')} />);
    expect(screen.getByTestId('heatmap-unavailable').textContent).toMatch(/web address/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('follows a heatmap on its way by asking the worker to read the relay', async () => {
    sent.reply = { ok: true, value: { check: null } };
    const waiting = state({ phase: 'waiting', submittedAt: Date.UTC(2026, 10, 23, 9, 31) });
    render(<HeatmapPanel check={check('https://pics.example/a.jpg', waiting)} />);
    expect(screen.getByTestId('heatmap-progress').textContent).toMatch(/Waiting for the heatmap/);
    await waitFor(() =>
      expect(sent.calls[0]).toEqual(['images/follow-heatmap', { id: 'check-1', waitSeconds: 8 }]),
    );
  });

  it('explains a failure and offers to ask again; a finished one says its cost or why it is empty', () => {
    const failed = state({
      phase: 'failed',
      error: { kind: 'service', message: 'The image URL answered 404.' },
    });
    const { rerender } = render(
      <HeatmapPanel check={check('https://pics.example/a.jpg', failed)} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The image URL answered 404.');
    expect(screen.getByRole('button', { name: 'Ask for the heatmap again' })).toBeTruthy();

    const empty = state({
      phase: 'done',
      credits: 1,
      note: 'The service answered without a heatmap.',
    });
    rerender(<HeatmapPanel check={check('https://pics.example/a.jpg', empty)} />);
    expect(screen.getByTestId('heatmap-credits').textContent).toBe('The heatmap used 1 credit.');
    expect(screen.getByTestId('heatmap-note').textContent).toMatch(/without a heatmap/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
