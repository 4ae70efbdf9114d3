import { describe, expect, it } from 'vitest';
import { imageFileName, imageName } from '../../../../src/popup/image/image-name.ts';
import { ENGLISH } from '../../../support/i18n/english.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';

describe('imageName', () => {
  it('uses the alt text the page gave, with its white space tidied', () => {
    expect(imageName(ENGLISH, 'https://news.test/a/b.jpg', '  The harbour\n at dawn ')).toBe(
      'The harbour at dawn',
    );
  });

  it('cuts a caption-length alt text at a word', () => {
    const alt =
      'A crowded floating market at dawn, seen from the harbour wall, with fishing boats behind';
    const name = imageName(ENGLISH, 'https://news.test/p.jpg', alt);
    expect(name.endsWith('…')).toBe(true);
    expect(name.length).toBeLessThanOrEqual(61);
    expect(alt.startsWith(name.slice(0, -1))).toBe(true);
    expect(name.slice(0, -1).endsWith(' ')).toBe(false);
  });

  it('falls back to the decoded file name, without query', () => {
    expect(imageName(ENGLISH, 'https://cdn.test/img/caf%C3%A9%20terrace.webp?w=1200', '')).toBe(
      'café terrace.webp',
    );
    expect(imageFileName(ENGLISH, 'https://cdn.test/')).toBe('image');
  });

  it('names images without a file', () => {
    expect(imageName(ENGLISH, 'data:image/png;base64,AAAA')).toBe('embedded image');
    expect(imageName(ENGLISH, 'blob:https://news.test/1234')).toBe('image made by the page');
  });

  it('names images without a file in the reader’s language', async () => {
    const de = await translatorIn('de');
    expect(imageName(de, 'data:image/png;base64,AAAA')).toBe('eingebettetes Bild');
    expect(imageName(de, 'blob:https://news.test/1234')).toBe('von der Seite erzeugtes Bild');
    expect(imageFileName(de, 'https://cdn.test/')).toBe('Bild');
    expect(imageName(de, 'https://cdn.test/p.jpg', 'Der Hafen')).toBe('Der Hafen');
  });
});
