/** Video check records for the popup's tests, valid against the check record's schema. */
import type { VideoCheck } from '../../../../src/shared/checks/check-record.ts';
import type { VideoFindings } from '../../../../src/shared/video/video-findings.ts';

/**
 * A two-minute video: AI picture 0:42–0:57, AI sound 0:10–0:20 and 1:30–1:45 (listed out of
 * order, as a service may send them), the sound's first three seconds not scored.
 */
export const FINDINGS: VideoFindings = {
  model: 'v1-video',
  overallRatio: 0.34,
  visual: { ai: [{ startMs: 42_000, lengthMs: 15_000 }], excluded: [], ratio: 0.125 },
  audio: {
    ai: [
      { startMs: 90_000, lengthMs: 15_000 },
      { startMs: 10_000, lengthMs: 10_000 },
    ],
    excluded: [{ startMs: 0, lengthMs: 3_000 }],
    ratio: 0.2137,
  },
  durationMs: 120_000,
};

export function videoCheck(change: Partial<VideoCheck> = {}): VideoCheck {
  return {
    id: 'video-1',
    cacheKey: 'k',
    kind: 'ai-video',
    status: 'done',
    createdAt: 0,
    updatedAt: 0,
    attempts: 1,
    source: { origin: 'page', url: 'https://news.test/story', title: 'Story', tabId: 3 },
    input: 'https://media.test/clips/interview.mp4',
    settings: { sandbox: false },
    video: {
      src: 'https://media.test/clips/interview.mp4',
      kind: 'file',
      key: 'v1',
      durationMs: 118_000,
    },
    result: FINDINGS,
    credits: 6,
    ...change,
  };
}
