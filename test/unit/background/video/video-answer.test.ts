import { describe, expect, it } from 'vitest';
import { readVideoAnswer } from '../../../../src/background/video/video-answer.ts';
import { errorDetail } from '../../../../src/shared/checks/error-detail.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';

describe('readVideoAnswer', () => {
  it('reads the findings and the credits of a result', () => {
    const outcome = readVideoAnswer({
      model: 'ai-video-1-pro',
      visualResult: { starts: [1000], lengths: [2000], exclude: { starts: [], lengths: [] } },
      audioResult: { starts: [], lengths: [], exclude: { starts: [0], lengths: [500] } },
      summary: { visualAIRatio: 0.4, audioAIRatio: 0, overallAIRatio: 0.4 },
      videoInfo: { duration: 5 },
      scannedDocument: { scanId: 'al-1', totalWords: 0, totalExcluded: 0, credits: 1 },
    });
    expect(outcome).toMatchObject({
      findings: {
        overallRatio: 0.4,
        visual: { ai: [{ startMs: 1000, lengthMs: 2000 }] },
        audio: { excluded: [{ startMs: 0, lengthMs: 500 }] },
        durationMs: 5000,
      },
    });
  });

  it('words the service’s failure and an unreadable answer for the reader', async () => {
    const french = await translatorIn('fr');
    const failed = readVideoAnswer({ error: { message: 'Cannot download the video: 404' } });
    if (!('error' in failed)) throw new Error('expected a failure');
    expect(failed.error.words).toEqual({
      key: 'video_workerServiceFailed',
      args: ['Cannot download the video: 404'],
    });
    expect(errorDetail(failed.error, french)).toBe(
      'Le service n’a pas pu vérifier la vidéo\u00a0: Cannot download the video: 404',
    );
    const odd = readVideoAnswer({ what: 'is this' });
    expect('error' in odd && odd.error.words?.key).toBe('video_workerUnreadable');
  });
});
