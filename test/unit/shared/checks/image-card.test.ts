import { describe, expect, it } from 'vitest';
import {
  askableKinds,
  imageCardOf,
  webSearchCostLabel,
} from '../../../../src/shared/checks/image-card.ts';
import { aiTextCheck, imageCheck, webSearchCheck } from '../../../support/check-records.ts';

const SRC = 'https://news.example/photo.jpg';
const inTab = { source: { origin: 'image' as const, tabId: 7 } };

describe('imageCardOf', () => {
  it('puts an image’s AI check and web search in one card', () => {
    const ai = imageCheck(SRC, { id: 'a', ...inTab });
    const web = webSearchCheck(SRC, { id: 'w', ...inTab });
    expect(imageCardOf([ai, web])).toEqual({ ai, web, src: SRC, tabId: 7 });
    expect(imageCardOf([web, ai])).toEqual({ ai, web, src: SRC, tabId: 7 });
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
    expect(webSearchCostLabel(false)).toBe('1 credit');
    expect(webSearchCostLabel(true)).toBe('free in sandbox mode');
  });
});
