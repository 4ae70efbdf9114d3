import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ImagePlagiarismResultSchema } from '../../../../src/api/endpoints/image-plagiarism-result.ts';
import {
  readWebMatches,
  webMatchesHeadline as headlineIn,
  type WebMatches,
} from '../../../../src/shared/checks/web-matches.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';
import { IMAGE_PLAGIARISM_RESULT } from '../../api/fixtures.ts';

const english = await translatorIn('en');
const webMatchesHeadline = (found: WebMatches) => headlineIn(english, found);

const answer = (internet: unknown[]) =>
  v.parse(ImagePlagiarismResultSchema, {
    ...IMAGE_PLAGIARISM_RESULT,
    matches: { internet, score: { totalMatches: 0, fullMatches: 0, partialMatches: 0 } },
  });

describe('readWebMatches', () => {
  it('lists exact copies first, keeping the service’s order within each', () => {
    const found = readWebMatches(
      answer([
        { url: 'https://a.example/1.jpg', matchType: 1 },
        { url: 'https://b.example/2.jpg', matchType: 0 },
        { url: 'https://c.example/3.jpg', matchType: 1 },
        { url: 'https://d.example/4.jpg', matchType: 0 },
      ]),
    );
    expect(found.matches.map((m) => [m.image.text, m.exact])).toEqual([
      ['https://b.example/2.jpg', true],
      ['https://d.example/4.jpg', true],
      ['https://a.example/1.jpg', false],
      ['https://c.example/3.jpg', false],
    ]);
    expect(found).toMatchObject({ exact: 2, altered: 2 });
  });

  it('counts sites by the pages showing the image, or by the image where no page is known', () => {
    const found = readWebMatches(
      answer([
        {
          url: 'https://cdn.shared.example/a.jpg',
          matchType: 0,
          webPages: [{ url: 'https://www.news.example/a' }, { url: 'https://news.example/b' }],
        },
        {
          url: 'https://cdn.shared.example/b.jpg',
          matchType: 1,
          webPages: [{ url: 'https://blog.example/post' }],
        },
        { url: 'https://images.example/c.jpg', matchType: 1 },
      ]),
    );
    // news.example (www. folded), blog.example, images.example: the CDN hosts no page.
    expect(found.sites).toBe(3);
  });

  it('makes links only of http(s) addresses', () => {
    const found = readWebMatches(
      answer([
        {
          url: 'javascript:alert(1)',
          matchType: 0,
          webPages: [{ url: 'https://ok.example/p' }, { url: 'data:text/html,<b>x</b>' }],
        },
      ]),
    );
    const [match] = found.matches;
    expect(match?.image).toEqual({ text: 'javascript:alert(1)' });
    expect(match?.pages).toEqual([
      { text: 'https://ok.example/p', href: 'https://ok.example/p' },
      { text: 'data:text/html,<b>x</b>' },
    ]);
    expect(found.sites).toBe(1);
  });
});

describe('webMatchesHeadline', () => {
  it('says where and how many, in the singular and the plural', () => {
    expect(webMatchesHeadline(readWebMatches(answer([])))).toBe('Not found elsewhere on the web');
    expect(
      webMatchesHeadline(
        readWebMatches(v.parse(ImagePlagiarismResultSchema, IMAGE_PLAGIARISM_RESULT)),
      ),
    ).toBe('Found on 2 sites: 1 exact copy, 1 altered copy');
    expect(
      webMatchesHeadline(
        readWebMatches(
          answer([
            { url: 'https://a.example/1.jpg', matchType: 0 },
            { url: 'https://a.example/2.jpg', matchType: 0 },
          ]),
        ),
      ),
    ).toBe('Found on 1 site: 2 exact copies, 0 altered copies');
  });

  it('says it in the reader’s language, each count in its plural form', async () => {
    const found = readWebMatches(v.parse(ImagePlagiarismResultSchema, IMAGE_PLAGIARISM_RESULT));
    expect(headlineIn(await translatorIn('de'), found)).toBe(
      'Auf 2 Websites gefunden: 1 exakte Kopie, 1 veränderte Kopie',
    );
    expect(headlineIn(await translatorIn('fr'), readWebMatches(answer([])))).toBe(
      'Introuvable ailleurs sur le Web',
    );
    const unknownSites = readWebMatches(
      answer([
        { url: 'ftp://a.example/1.jpg', matchType: 0 },
        { url: 'ftp://a.example/2.jpg', matchType: 1 },
      ]),
    );
    expect(headlineIn(await translatorIn('ja'), unknownSites)).toBe(
      '見つかりました：完全なコピー1件、加工されたコピー1件',
    );
  });
});
