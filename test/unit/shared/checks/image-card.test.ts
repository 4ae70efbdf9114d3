import { describe, expect, it } from 'vitest';
import {
  askableKinds,
  imageCardOf,
  imageQuestion,
  questionOf,
  webSearchCostLabel,
} from '../../../../src/shared/checks/image-card.ts';
import { ENGLISH } from '../../../support/i18n/english.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';
import {
  aiTextCheck,
  imageCheck,
  objectDetectionCheck,
  webSearchCheck,
} from '../../../support/check-records.ts';

const SRC = 'https://news.example/photo.jpg';
const inTab = { source: { origin: 'image' as const, tabId: 7 } };

describe('imageCardOf', () => {
  it('puts an image’s AI check and web search in one card', () => {
    const ai = imageCheck(SRC, { id: 'a', ...inTab });
    const web = webSearchCheck(SRC, { id: 'w', ...inTab });
    expect(imageCardOf([ai, web])).toEqual({ ai, web, src: SRC, tabId: 7 });
    expect(imageCardOf([web, ai])).toEqual({ ai, web, src: SRC, tabId: 7 });
  });

  it('takes the objects found in the image into the same card', () => {
    const objects = objectDetectionCheck(SRC, ['face'], { detectedObjects: [] }, inTab);
    const ai = imageCheck(SRC, inTab);
    expect(imageCardOf([ai, objects])).toMatchObject({ ai, objects, src: SRC, tabId: 7 });
  });

  it('is no card for text checks or an empty group', () => {
    expect(imageCardOf([])).toBeUndefined();
    expect(imageCardOf([aiTextCheck()])).toBeUndefined();
    expect(imageCardOf([imageCheck(SRC), aiTextCheck()])).toBeUndefined();
  });
});

describe('askableKinds', () => {
  it('offers the answer the card lacks, for the same image and tab', () => {
    const card = imageCardOf([imageCheck(SRC, inTab)]);
    expect(card && askableKinds(card)).toEqual([{ kind: 'image-plagiarism', src: SRC, tabId: 7 }]);
    const web = imageCardOf([webSearchCheck(SRC, inTab)]);
    expect(web && askableKinds(web)).toEqual([{ kind: 'ai-image', src: SRC, tabId: 7 }]);
  });

  it('offers nothing when both answers are there, or there is no address or tab to use', () => {
    const both = imageCardOf([imageCheck(SRC, inTab), webSearchCheck(SRC, inTab)]);
    expect(both && askableKinds(both)).toEqual([]);
    const embedded = imageCardOf([
      imageCheck('data:image/png;base64,AAAA', { ...inTab, imageSrc: undefined }),
    ]);
    expect(embedded && askableKinds(embedded)).toEqual([]);
    const noTab = imageCardOf([imageCheck(SRC)]);
    expect(noTab && askableKinds(noTab)).toEqual([]);
  });
});

describe('webSearchCostLabel', () => {
  it('says the documented credit, or that sandbox mode spends none', () => {
    expect(webSearchCostLabel(ENGLISH, false)).toBe('1 credit');
    expect(webSearchCostLabel(ENGLISH, true)).toBe('free in sandbox mode');
  });

  it('says it in the reader’s language', async () => {
    const fr = await translatorIn('fr');
    expect(webSearchCostLabel(fr, false)).toBe('1 crédit');
    expect(webSearchCostLabel(fr, true)).toBe('gratuit en mode bac à sable');
  });
});

describe('imageQuestion', () => {
  it('asks AI detection unless told otherwise, and objects only with their names', () => {
    expect(imageQuestion(undefined, undefined)).toEqual({ ok: true, value: { kind: 'ai-image' } });
    expect(imageQuestion('image-plagiarism', undefined)).toEqual({
      ok: true,
      value: { kind: 'image-plagiarism' },
    });
    expect(imageQuestion('object-detection', ['face'])).toEqual({
      ok: true,
      value: { kind: 'object-detection', objects: ['face'] },
    });
    expect(imageQuestion('object-detection', undefined)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(imageQuestion('ai-image', ['face'])).toMatchObject({ ok: false });
  });

  it('asks a finished check’s question again', () => {
    const objects = objectDetectionCheck(SRC, ['face', 'hand'], { detectedObjects: [] });
    expect(questionOf(objects)).toEqual({ kind: 'object-detection', objects: ['face', 'hand'] });
    expect(questionOf(webSearchCheck(SRC))).toEqual({ kind: 'image-plagiarism' });
  });
});
