import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_SOURCE_MATCH_TAG, corpusResults } from '../scans/corpus-results.ts';
import { FAKE_INTERNET } from '../scans/fake-internet.ts';
import { comparableWords, sharedRuns } from '../scans/passage-matches.ts';
import {
  COMPOST_MOISTURE,
  fakePage,
  LIGHTHOUSE_FRESNEL,
  PRINTING_GUTENBERG,
  wordCount,
} from './helpers/fake-internet-text.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { startTestService, type TestService } from './helpers/service.ts';

const words = (text: string) => comparableWords(text);

describe('the fake internet', () => {
  it('holds three pages of 150 to 300 words, one AI-written, sharing no 8-word run', () => {
    expect(FAKE_INTERNET.map((page) => page.id)).toEqual([
      'lighthouse-keepers',
      'home-composting',
      'printing-press',
    ]);
    expect(FAKE_INTERNET.filter((page) => page.aiWritten).map((page) => page.id)).toEqual([
      'printing-press',
    ]);
    for (const page of FAKE_INTERNET) {
      expect(wordCount(page.text)).toBeGreaterThanOrEqual(150);
      expect(wordCount(page.text)).toBeLessThanOrEqual(300);
      expect(page.url).toMatch(/^https:\/\/example\.org\//);
      for (const other of FAKE_INTERNET.filter((o) => o !== page)) {
        expect(sharedRuns(words(page.text), words(other.text))).toEqual([]);
      }
    }
  });

  it('compares lowercase words without punctuation', () => {
    expect(words('The Lamp, "lit" at DUSK; — 1822.')).toEqual([
      'the',
      'lamp',
      'lit',
      'at',
      'dusk',
      '—',
      '1822',
    ]);
  });

  it('finds maximal runs of 8 or more words, and nothing shorter', () => {
    const source = words('a b c d e f g h i j k l m n o p');
    expect(sharedRuns(words('x a b c d e f g y'), source)).toEqual([]);
    expect(sharedRuns(words('x A, b c d e f g h. y'), source)).toEqual([
      { scanned: { start: 1, length: 8 }, source: { start: 0, length: 8 } },
    ]);
    // Two runs, the second longer; the source's order does not matter.
    expect(sharedRuns(words('i j k l m n o p q a b c d e f g h i'), source)).toEqual([
      { scanned: { start: 0, length: 8 }, source: { start: 8, length: 8 } },
      { scanned: { start: 9, length: 9 }, source: { start: 0, length: 9 } },
    ]);
  });

  it('makes one result per page with all its runs; none for text of its own', () => {
    const text = `${LIGHTHOUSE_FRESNEL} And then, ${COMPOST_MOISTURE} Also ${LIGHTHOUSE_FRESNEL}`;
    const results = corpusResults('scan-1', text, false);
    expect(results.map((r) => r.url)).toEqual([
      fakePage('lighthouse-keepers').url,
      fakePage('home-composting').url,
    ]);
    expect(results[0]?.scannedRanges).toHaveLength(2);
    expect(results[0]?.corpus?.ranges[0]).toEqual(results[0]?.corpus?.ranges[1]);
    expect(results[0]?.matchedWords).toBe(2 * wordCount(LIGHTHOUSE_FRESNEL));
    expect(
      corpusResults('scan-1', 'Nothing here comes from the fake internet at all today.', false),
    ).toEqual([]);
  });
});

describe('URL scans against the fake internet, and AI Source Match', () => {
  let service: TestService;
  let token: string;
  let site: Receiver;
  const page = `<html><body><h1>My reading notes</h1><p>${PRINTING_GUTENBERG}</p><p>Also: ${LIGHTHOUSE_FRESNEL}</p></body></html>`;

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
    site = await startReceiver((call) =>
      call.path === '/notes' ? { status: 200, body: page, contentType: 'text/html' } : {},
    );
  });
  afterAll(async () => {
    await service.close();
    await site.close();
  });

  const submit = (scanId: string, properties: Record<string, unknown>) =>
    service.call('PUT', `/v3/scans/submit/url/${scanId}`, {
      token,
      json: {
        url: `${site.url}/notes`,
        properties: {
          webhooks: {
            status: `${site.url}/hook/${scanId}/{STATUS}`,
            newResult: `${site.url}/new/${scanId}`,
          },
          ...properties,
        },
      },
    });
  interface Item {
    url: string;
    tags: unknown[];
  }
  const completed = async (scanId: string) =>
    (await site.waitFor((c) => c.path === `/hook/${scanId}/completed`)).json as {
      scannedDocument: { metadata: Record<string, unknown>; enabled: { aiSourceMatch: boolean } };
      results: { internet: Item[] };
    };

  it('a crawled page that copies from the fake internet gets those pages as results', async () => {
    await submit('url-corpus', {});
    const body = await completed('url-corpus');
    expect(body.scannedDocument.metadata).toEqual({
      finalUrl: `${site.url}/notes`,
      canonicalUrl: `${site.url}/notes`,
    });
    expect(body.scannedDocument.enabled.aiSourceMatch).toBe(false);
    expect(body.results.internet.map((r) => r.url).sort()).toEqual(
      [fakePage('lighthouse-keepers').url, fakePage('printing-press').url].sort(),
    );
    expect(body.results.internet.every((r) => r.tags.length === 0)).toBe(true);
  });

  it('tags the AI-written page in completed and newResult when aiSourceMatch is enabled', async () => {
    await submit('url-ai-match', { aiSourceMatch: { enable: true } });
    const body = await completed('url-ai-match');
    expect(body.scannedDocument.enabled.aiSourceMatch).toBe(true);
    const tagsOf = (items: Item[]) =>
      Object.fromEntries(items.map((item) => [item.url, item.tags]));
    expect(tagsOf(body.results.internet)).toEqual({
      [fakePage('printing-press').url]: [
        {
          code: 'ai-source-match',
          title: 'AI Source Match',
          description: 'This source is likely AI-generated.',
        },
      ],
      [fakePage('lighthouse-keepers').url]: [],
    });
    expect(AI_SOURCE_MATCH_TAG.code).toBe('ai-source-match');
    const newResults = await site.waitForCount((c) => c.path === '/new/url-ai-match', 2);
    const fromNewResults = newResults.flatMap(
      (call) => (call.json as { internet: Item[] }).internet,
    );
    expect(tagsOf(fromNewResults)).toEqual(tagsOf(body.results.internet));
  });

  it('internalAiSourceMatch alone tags no internet result', async () => {
    await submit('url-internal', { internalAiSourceMatch: { enable: true } });
    const body = await completed('url-internal');
    expect(body.results.internet.every((r) => r.tags.length === 0)).toBe(true);
  });
});
