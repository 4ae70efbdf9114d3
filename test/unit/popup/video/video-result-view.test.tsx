// @vitest-environment jsdom
/** A video check in the popup: waiting (elapsed, Stop waiting), its result, its failure. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoCheckSchema } from '../../../../src/shared/checks/check-record.ts';
import type { VideoCheck } from '../../../../src/shared/checks/check-record.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';
import { FINDINGS, videoCheck } from './video-check.ts';

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

const { VideoResultView } = await import('../../../../src/popup/video/video-result-view.tsx');

const view = (check: VideoCheck) => <VideoResultView check={check} />;
const segments = (): string[] =>
  screen.getAllByTestId('video-segment').map((button) => button.textContent ?? '');

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  sent.calls = [];
  sent.reply = { ok: true, value: {} };
});

describe('VideoResultView', () => {
  it('checks against the record schema (the fixture is a real record)', () => {
    expect(v.safeParse(VideoCheckSchema, videoCheck()).success).toBe(true);
  });

  it('waits for the service: what it does, for how long, and Stop waiting', async () => {
    // Only the clock's reading is fixed (sent 65 s ago), and stays so; timers run as they do.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const running = videoCheck({
      status: 'running',
      result: undefined,
      follow: { submittedAt: 1_000_000 - 65_000, cursor: 0 },
    });
    render(view(running));
    expect(screen.getByRole('status').textContent).toBe(
      'The service fetches the video and analyses picture and sound; this can take minutes. 1 min 05 s',
    );
    expect(screen.getByTestId('video-named').textContent).toBe('interview.mp4 Length 1:58');
    // While it is open, the popup asks the worker to look at the relay now.
    expect(sent.calls[0]).toEqual(['videos/follow', { id: 'video-1', waitSeconds: 8 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop waiting' }));
    await waitFor(() =>
      expect(sent.calls.filter(([type]) => type !== 'videos/follow')).toEqual([
        ['checks/cancel', { ids: ['video-1'] }],
      ]),
    );
  });

  it('offers Cancel before the video is sent, and shows a refused stop', async () => {
    sent.reply = { ok: false, error: { kind: 'not-found', message: 'No such check.' } };
    render(view(videoCheck({ status: 'pending', result: undefined })));
    expect(screen.getByRole('status').textContent).toMatch(/^Waiting to send the video…/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No such check.'));
  });

  it('shows the shares, each of the scored time', () => {
    render(view(videoCheck()));
    expect(screen.getByTestId('video-overall').textContent).toBe('34%');
    expect(screen.getByText(/of the video’s scored time AI-generated/)).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('34');
    expect(screen.getByTestId('video-share-visual').textContent).toBe(
      'Picture: 13% of its scored time AI-generated',
    );
    expect(screen.getByTestId('video-share-audio').textContent).toBe(
      'Sound: 21% of its scored time AI-generated',
    );
  });

  it('lists the AI stretches of both tracks in time order, with their times', () => {
    render(view(videoCheck()));
    expect(screen.getByRole('heading', { name: '3 AI-generated stretches' })).toBeTruthy();
    expect(segments()).toEqual([
      '0:10–0:20 AI sound',
      '0:42–0:57 AI picture',
      '1:30–1:45 AI sound',
    ]);
    expect(screen.getByTestId('video-excluded-audio').textContent).toBe(
      'Sound not scored: 0:00–0:03',
    );
    expect(screen.queryByTestId('video-excluded-visual')).toBeNull();
  });

  it('seeks the page’s video to a stretch, and says when the video is gone', async () => {
    sent.reply = { ok: true, value: { found: true } };
    render(view(videoCheck()));
    fireEvent.click(screen.getByRole('button', { name: '0:42–0:57 AI picture' }));
    await waitFor(() =>
      expect(sent.calls).toEqual([['checks/seek-video', { checkId: 'video-1', atMs: 42_000 }]]),
    );
    expect(screen.queryByTestId('video-not-on-page')).toBeNull();
    sent.reply = { ok: true, value: { found: false } };
    fireEvent.click(screen.getByRole('button', { name: '1:30–1:45 AI sound' }));
    await waitFor(() => expect(screen.getByTestId('video-not-on-page')).toBeTruthy());
    expect(sent.calls.at(-1)).toEqual(['checks/seek-video', { checkId: 'video-1', atMs: 90_000 }]);
  });

  it('draws both tracks over the service’s length, the player’s when it gave none', () => {
    render(view(videoCheck()));
    const timeline = screen.getByTestId('video-timeline');
    expect(timeline.dataset['durationMs']).toBe('120000');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Timeline of the video (2:00): where the picture and the sound were found AI-generated, as listed below.',
    );
    const picture = timeline.querySelector<HTMLElement>('[data-track="visual"] .timeline-ai');
    expect(picture?.style.getPropertyValue('--from')).toBe('35%');
    expect(picture?.style.getPropertyValue('--width')).toBe('12.5%');
    const excluded = timeline.querySelectorAll('[data-track="audio"] .timeline-excluded');
    expect(excluded).toHaveLength(1);
    expect(timeline.querySelectorAll('[data-track="audio"] .timeline-ai')).toHaveLength(2);
    cleanup();

    const unmeasured = { ...FINDINGS };
    delete unmeasured.durationMs;
    render(view(videoCheck({ result: unmeasured })));
    expect(screen.getByTestId('video-timeline').dataset['durationMs']).toBe('118000');
  });

  it('says what the file’s content credentials say, and the result’s model and credits', () => {
    const signed = videoCheck({
      result: {
        ...FINDINGS,
        provenance: { tool: 'Sora', issuer: 'OpenAI', signedAt: '2025-05-03T14:00:00Z' },
      },
    });
    render(view(signed));
    const provenance = screen.getByTestId('video-provenance');
    expect(within(provenance).getByRole('heading').textContent).toBe('Content credentials (C2PA)');
    expect(screen.getByTestId('video-made-with').textContent).toBe('Made with Sora.');
    expect(screen.getByTestId('video-signed').textContent).toMatch(/^Signed by OpenAI on .*2025/);
    expect(screen.getByTestId('result-meta').textContent).toBe('Model v1-video6 credits');
    cleanup();

    render(view(videoCheck({ result: { ...FINDINGS, provenance: { issuer: 'OpenAI' } } })));
    expect(screen.getByTestId('video-signed').textContent).toBe('Signed by OpenAI.');
    expect(screen.queryByTestId('video-made-with')).toBeNull();
    cleanup();

    render(view(videoCheck()));
    expect(screen.queryByTestId('video-provenance')).toBeNull();
  });

  it('says a video with no AI stretch, and a track the service did not score', () => {
    const clean = videoCheck({
      result: {
        overallRatio: 0,
        visual: { ai: [], excluded: [], ratio: 0 },
        audio: { ai: [], excluded: [{ startMs: 0, lengthMs: 120_000 }] },
      },
      video: { src: 'https://media.test/v.mp4', kind: 'file' },
    });
    render(view(clean));
    expect(screen.getByTestId('video-no-segments').textContent).toBe(
      'No AI-generated stretch found in the picture or the sound.',
    );
    expect(screen.getByTestId('video-share-audio').textContent).toBe('Sound: not scored');
    expect(screen.getByTestId('video-excluded-audio').textContent).toBe(
      'Sound not scored: 0:00–2:00',
    );
  });

  it('says a failure with its words, and that a stopped wait keeps a late result', () => {
    const failed = videoCheck({
      status: 'failed',
      result: undefined,
      error: {
        kind: 'cancelled',
        message: 'You cancelled this check while it was with the service; it may still be charged.',
      },
      follow: { submittedAt: 1, cursor: 0, stoppedAt: 2 },
    });
    render(view(failed));
    expect(screen.getByRole('alert').textContent).toContain('You cancelled this check');
    expect(screen.getByTestId('video-stopped').textContent).toBe(
      'You stopped waiting. If the service still sends its result, it is kept in the history.',
    );
    expect(screen.queryByTestId('video-progress')).toBeNull();
  });

  it('says it all in German: shares, stretches, counts', async () => {
    render(inLanguage(await translatorIn('de'), view(videoCheck())));
    expect(screen.getByTestId('video-overall').textContent).toBe('34\u00a0%');
    expect(screen.getByTestId('video-share-audio').textContent).toBe(
      'Ton: 21\u00a0% der bewerteten Zeit KI-generiert',
    );
    expect(screen.getByRole('heading', { name: '3 KI-generierte Abschnitte' })).toBeTruthy();
    expect(segments()).toEqual(['0:10–0:20 KI-Ton', '0:42–0:57 KI-Bild', '1:30–1:45 KI-Ton']);
    expect(screen.getByTestId('video-excluded-audio').textContent).toBe(
      'Ton nicht bewertet: 0:00–0:03',
    );
    expect(screen.getByText('Nicht bewertet')).toBeTruthy();
    expect(screen.getByTestId('result-meta').textContent).toBe('Modell v1-video6 Credits');
  });
});
