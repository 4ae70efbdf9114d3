// @vitest-environment jsdom
/** The page's videos in the popup: found when asked, each checkable or saying why not. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoTarget } from '../../../../src/shared/video/video-target.ts';
import type { PageVideos } from '../../../../src/popup/video/page-videos-view.tsx';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';

interface Sent {
  calls: [string, unknown][];
  /** What the worker answers, by message type. */
  replies: Record<string, unknown>;
}

const sent: Sent = vi.hoisted(() => ({ calls: [], replies: {} }));

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    sent.calls.push([type, payload]);
    return Promise.resolve(sent.replies[type] ?? { ok: false, error: { kind: 'internal' } });
  },
}));

const { PageVideosList } = await import('../../../../src/popup/video/page-videos-list.tsx');
const { PageVideosView } = await import('../../../../src/popup/video/page-videos-view.tsx');

const video = (change: Partial<VideoTarget>): VideoTarget => ({
  src: 'https://media.test/clips/interview.mp4',
  kind: 'file',
  key: 'v1',
  frameId: 0,
  durationMs: 125_000,
  ...change,
});

const LISTED: PageVideos = {
  videos: [
    video({ label: 'Interview with the mayor' }),
    video({ key: 'v2', src: 'blob:https://news.test/7f3a', kind: 'media-source' }),
    video({ key: 'v3', src: 'https://cdn.test/live/master.m3u8', kind: 'hls', frameId: 4 }),
    video({ key: 'v4', src: 'https://cdn.test/show/manifest.mpd', kind: 'dash' }),
    video({ key: 'v5', src: undefined, kind: 'none', durationMs: undefined }),
    video({ key: 'v6', src: 'data:video/mp4;base64,AAAA', kind: 'file', durationMs: 3_000 }),
  ],
  unreadFrames: 2,
};

const nothing = (): Promise<void> => Promise.resolve();
const items = (): HTMLElement[] => screen.getAllByTestId('page-video');

afterEach(() => {
  cleanup();
  sent.calls = [];
  sent.replies = {};
});

describe('PageVideosView', () => {
  it('gives a file a button, and says why each stream or address-less video has none', () => {
    render(<PageVideosView videos={LISTED} onCheck={nothing} />);
    expect(screen.getByRole('heading').textContent).toBe('Videos on this page');
    const [file, blob, hls, dash, none, data] = items();
    expect(file?.textContent).toBe('Interview with the mayorLength 2:05Check video for AI');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Check video for AI: Interview with the mayor' }),
    ).toBeTruthy();
    expect(blob?.textContent).toContain(
      'Streamed by the page in pieces (MediaSource): there is no file the service could fetch.',
    );
    expect(hls?.textContent).toBe(
      'master.m3u8Length 2:05, in a frameStreamed in pieces from an HLS playlist: the service needs the address of one whole video file.',
    );
    expect(dash?.textContent).toContain('from a DASH playlist');
    expect(none?.textContent).toBe(
      'Video 5Length not known yetNo address to fetch: nothing is loaded yet, or it is a live stream such as a camera.',
    );
    expect(data?.textContent).toContain('Not at a web address (http or https)');
    expect(screen.getByTestId('stream-help').textContent).toMatch(
      /^A streamed video can be checked/,
    );
    expect(screen.getByTestId('unread-frames').textContent).toBe(
      '2 frames of other sites may hold more videos, which Authenticity Lens may not read: right-click a video there to check it.',
    );
  });

  it('says an empty page, one unread frame in the singular, and no stream help without streams', () => {
    render(<PageVideosView videos={{ videos: [], unreadFrames: 1 }} onCheck={nothing} />);
    expect(screen.getByTestId('no-videos').textContent).toBe('No video found on this page.');
    expect(screen.getByTestId('unread-frames').textContent).toMatch(/^1 frame of another site/);
    expect(screen.queryByTestId('stream-help')).toBeNull();
  });

  it('says it in German, counts the German way', async () => {
    render(
      inLanguage(await translatorIn('de'), <PageVideosView videos={LISTED} onCheck={nothing} />),
    );
    expect(screen.getByRole('heading').textContent).toBe('Videos auf dieser Seite');
    expect(items()[0]?.textContent).toBe('Interview with the mayorLänge 2:05Video auf KI prüfen');
    expect(items()[2]?.textContent).toContain('Länge 2:05, in einem Frame');
    expect(screen.getByTestId('unread-frames').textContent).toMatch(
      /^2 Frames anderer Websites können weitere Videos enthalten/,
    );
  });
});

describe('PageVideosList', () => {
  it('asks the worker for the videos, then starts a check of the one chosen', async () => {
    const group = { ids: ['video-1'], checks: [] };
    sent.replies = {
      'videos/list': { ok: true, value: LISTED },
      'checks/start-video': { ok: true, value: group },
    };
    const started = vi.fn();
    render(<PageVideosList tabId={7} onStarted={started} onError={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check a video on this page' }));
    const button = await screen.findByRole('button', { name: /^Check video for AI/ });
    expect(sent.calls).toEqual([['videos/list', { tabId: 7 }]]);
    fireEvent.click(button);
    await waitFor(() => expect(started).toHaveBeenCalledWith(group));
    expect(sent.calls.at(-1)).toEqual([
      'checks/start-video',
      { tabId: 7, frameId: 0, key: 'v1', src: 'https://media.test/clips/interview.mp4' },
    ]);
  });

  it('passes on the worker’s refusal to start, and shows a failed search', async () => {
    const refused = { kind: 'invalid-input', message: 'The address is not public.' };
    sent.replies = {
      'videos/list': { ok: true, value: { videos: [video({ frameId: 2 })] } },
      'checks/start-video': { ok: false, error: refused },
    };
    const failed = vi.fn();
    render(<PageVideosList tabId={undefined} onStarted={() => undefined} onError={failed} />);
    fireEvent.click(screen.getByTestId('find-videos'));
    fireEvent.click(await screen.findByTestId('check-video'));
    await waitFor(() => expect(failed).toHaveBeenCalledWith(refused));
    expect(sent.calls.at(-1)?.[1]).toEqual({
      frameId: 2,
      key: 'v1',
      src: 'https://media.test/clips/interview.mp4',
    });
    cleanup();

    sent.replies = {
      'videos/list': {
        ok: false,
        error: { kind: 'permission', message: 'Cannot read this page.' },
      },
    };
    render(<PageVideosList tabId={undefined} onStarted={() => undefined} onError={failed} />);
    fireEvent.click(screen.getByTestId('find-videos'));
    expect((await screen.findByRole('alert')).textContent).toContain('Cannot read this page.');
  });
});
