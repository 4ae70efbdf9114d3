/** Video check records and findings for the worker's unit tests. */
import type { VideoCheck } from '../../../../src/shared/checks/check-record.ts';
import type { VideoFindings } from '../../../../src/shared/video/video-findings.ts';

export const NOW = 1_000_000_000;

/** 10 s: the picture AI 2–5 s, the sound AI 6–8 s and not scored 0–1 s. */
export const FINDINGS: VideoFindings = {
  model: 'ai-video-1-pro',
  overallRatio: 0.5,
  visual: { ai: [{ startMs: 2000, lengthMs: 3000 }], excluded: [], ratio: 0.3 },
  audio: {
    ai: [{ startMs: 6000, lengthMs: 2000 }],
    excluded: [{ startMs: 0, lengthMs: 1000 }],
    ratio: 0.2222,
  },
  durationMs: 10_000,
};

/** A video check still to be sent, of a file on a public site. */
export function videoCheck(change: Partial<VideoCheck> = {}): VideoCheck {
  return {
    id: 'al-video-0001',
    kind: 'ai-video',
    cacheKey: 'k',
    status: 'pending',
    createdAt: NOW,
    updatedAt: NOW,
    attempts: 0,
    source: { origin: 'page', tabId: 4, url: 'https://news.example/clip', title: 'Evening news' },
    input: 'https://cdn.example/clip.mp4',
    settings: { sandbox: false },
    video: { src: 'https://cdn.example/clip.mp4', kind: 'file', key: 'v1', durationMs: 10_000 },
    ...change,
  };
}

/** The same, sent at `NOW` and waiting for its webhook. */
export const waitingCheck = (change: Partial<VideoCheck> = {}): VideoCheck =>
  videoCheck({
    status: 'running',
    attempts: 1,
    follow: { submittedAt: NOW, cursor: 0 },
    ...change,
  });
