import { beforeAll, describe, expect, it } from 'vitest';
import { badgeFor } from '../../../../src/background/engine/badge-text.ts';
import '../../../../src/background/text/text-badge.ts';
import '../../../../src/background/video/video-badge.ts';
import { stopWaiting } from '../../../../src/background/video/video-transitions.ts';
import type { Translator } from '../../../../src/shared/i18n/translator.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';
import { aiTextCheck } from '../../../support/check-records.ts';
import { FINDINGS, NOW, videoCheck, waitingCheck } from './video-records.ts';

let english: Translator;
let french: Translator;
beforeAll(async () => {
  [english, french] = await Promise.all([translatorIn('en'), translatorIn('fr')]);
});

describe('the badge of a video check', () => {
  it('says the result takes minutes while it waits', () => {
    expect(badgeFor(english, [waitingCheck()])).toEqual({
      text: '…',
      color: '#5c7cfa',
      title: 'Authenticity Lens: checking the video; the result can take a few minutes',
    });
    // With other checks under way, the common words.
    const text = aiTextCheck({ status: 'running' });
    expect(badgeFor(english, [waitingCheck(), text])?.title).toBe('Authenticity Lens: checking…');
  });

  it('shows the AI share of the whole video when done', () => {
    const done = videoCheck({ status: 'done', result: FINDINGS });
    expect(badgeFor(english, [done])).toEqual({
      text: '50%',
      color: '#d9480f',
      title: 'Authenticity Lens: 50% of the video AI-generated',
    });
    expect(badgeFor(french, [done])?.title).toBe(
      'Authenticity Lens\u00a0: 50\u00a0% de la vidéo généré par IA',
    );
  });

  it('is quiet when the user stopped waiting, and warns when it failed', () => {
    const stopped = stopWaiting(waitingCheck(), NOW);
    expect(badgeFor(english, [stopped])).toMatchObject({
      text: '',
      title: 'Authenticity Lens: Stopped waiting for the video check',
    });
    const failed = videoCheck({
      status: 'failed',
      error: { kind: 'service', message: 'Cannot download the video' },
    });
    expect(badgeFor(english, [failed])).toMatchObject({
      text: '!',
      title: 'Authenticity Lens: Video check failed',
    });
  });
});
