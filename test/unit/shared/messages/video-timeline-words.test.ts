import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { videoTimelineWords } from '../../../../src/shared/messages/page-words.ts';
import {
  segmentWords,
  VideoTimelineWordsSchema,
} from '../../../../src/shared/video/video-words.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';

describe('videoTimelineWords', () => {
  it('are the timeline’s words in the reader’s language, each stretch filled in on the page', async () => {
    const words = videoTimelineWords(await translatorIn('ja'));
    expect(v.is(VideoTimelineWordsSchema, words)).toBe(true);
    expect(words).toMatchObject({ lang: 'ja', dir: 'ltr', visual: '映像', audio: '音声' });
    expect(segmentWords(words, words.audio, '0:42', '0:57')).toBe('音声：0:42〜0:57がAI');
    const english = videoTimelineWords(await translatorIn('en'));
    expect(segmentWords(english, english.visual, '0:02', '0:05')).toBe(
      'Picture: AI from 0:02 to 0:05',
    );
  });
});
