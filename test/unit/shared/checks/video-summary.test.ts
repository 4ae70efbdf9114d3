import { beforeAll, describe, expect, it } from 'vitest';
import { summarizeCheck } from '../../../../src/shared/checks/check-summary.ts';
import { videoShares } from '../../../../src/shared/video/video-shares.ts';
import type { Translator } from '../../../../src/shared/i18n/translator.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';
import { FINDINGS, videoCheck } from '../../background/video/video-records.ts';

let english: Translator;
let german: Translator;
beforeAll(async () => {
  [english, german] = await Promise.all([translatorIn('en'), translatorIn('de')]);
});

describe('videoShares', () => {
  it('takes the service’s ratios where it gave them', () => {
    expect(videoShares(FINDINGS)).toEqual({ all: 0.5, visual: 0.3, audio: 0.2222 });
  });

  it('works them out from the stretches over the scored time otherwise', () => {
    const bare = {
      visual: { ai: [{ startMs: 2000, lengthMs: 3000 }], excluded: [] },
      audio: {
        ai: [{ startMs: 4000, lengthMs: 2000 }],
        excluded: [{ startMs: 0, lengthMs: 1000 }],
      },
    };
    // Picture 3 s of 10; sound 2 s of 9; both 2–6 s (4 s) of 10, as the picture scored 0–1 s.
    expect(videoShares({ ...bare, durationMs: 10_000 })).toEqual({
      all: 0.4,
      visual: 0.3,
      audio: 2 / 9,
    });
    // The player's length stands in for the service's; with neither, nothing is known.
    expect(videoShares(bare, 10_000).visual).toBe(0.3);
    expect(videoShares(bare)).toEqual({});
  });
});

describe('a video check in history', () => {
  it('reads as the AI share of the whole, the picture and the sound', () => {
    const done = videoCheck({ status: 'done', result: FINDINGS });
    expect(summarizeCheck(done, english)).toMatchObject({
      kind: 'ai-video',
      outcome: '50% AI (picture 30%, sound 22%)',
      title: 'Page: Evening news',
    });
    expect(summarizeCheck(done, german).outcome).toBe(
      '50\u00a0% KI (Bild 30\u00a0%, Ton 22\u00a0%)',
    );
  });

  it('says what is known when the tracks’ shares are not', () => {
    const { visual, audio } = FINDINGS;
    const result = {
      overallRatio: 0.35,
      visual: { ai: visual.ai, excluded: [] },
      audio: { ai: audio.ai, excluded: [] },
    };
    const done = videoCheck({
      status: 'done',
      result,
      video: { src: 'https://a.example/v.mp4', kind: 'file' },
    });
    expect(summarizeCheck(done, english).outcome).toBe('35% AI');
  });

  it('says why it stopped', () => {
    const stopped = videoCheck({
      status: 'failed',
      error: {
        kind: 'cancelled',
        message: 'You stopped waiting.',
        words: { key: 'video_workerStopped', args: [] },
      },
    });
    expect(summarizeCheck(stopped, german).outcome).toBe(
      'Sie warten nicht mehr auf diese Videoprüfung. Der Dienst kann sie dennoch abschließen und berechnen.',
    );
  });
});
