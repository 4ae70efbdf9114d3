import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNT,
  field,
  sampleText,
  startTestService,
  type TestService,
} from './helpers/service.ts';

interface Detection {
  modelVersion: string;
  results: {
    classification: number;
    probability: number;
    matches: {
      text: {
        chars: { starts: number[]; lengths: number[] };
        words: { starts: number[]; lengths: number[] };
      };
    }[];
  }[];
  summary: { human: number; ai: number };
  scannedDocument: {
    scanId: string;
    totalWords: number;
    actualCredits: number;
    creationTime: string;
  };
  explain?: {
    patterns: {
      statistics: {
        aiCount: number[];
        humanCount: number[];
        proportion: number[];
        source: number[];
      };
      text: {
        chars: { starts: number[]; lengths: number[] };
        words: { starts: number[]; lengths: number[] };
      };
    };
  };
}

describe('AI text detection POST /v2/writer-detector/{scanId}/check', () => {
  let service: TestService;
  let token: string;
  const check = (json: unknown, scanId = 'text-1') =>
    service.call('POST', `/v2/writer-detector/${scanId}/check`, { token, json });

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
  });
  afterAll(() => service.close());

  it('returns sections that tile the text with consistent word offsets', async () => {
    const text = sampleText(700, 'tiling');
    const response = await check({ text });
    expect(response.status).toBe(200);
    const body = response.json as Detection;
    expect(body.modelVersion).toBe('v11.0');
    let nextChar = 0;
    let nextWord = 0;
    for (const section of body.results) {
      expect([1, 2]).toContain(section.classification);
      const { chars, words } = section.matches[0]!.text;
      expect(chars.starts[0]).toBe(nextChar);
      expect(words.starts[0]).toBe(nextWord);
      nextChar += chars.lengths[0]!;
      nextWord += words.lengths[0]!;
    }
    expect(nextChar).toBe(text.length);
    expect(nextWord).toBe(body.scannedDocument.totalWords);
    expect(body.summary.ai + body.summary.human).toBeCloseTo(1, 10);
    expect(body.scannedDocument).toMatchObject({ scanId: 'text-1', totalWords: 700 });
  });

  it('is deterministic and honours the #ai / #human markers', async () => {
    const text = sampleText(300, 'repeat');
    const first = (await check({ text })).json as Detection;
    const second = (await check({ text })).json as Detection;
    expect(second.results).toEqual(first.results);
    // The marker applies per section; sections are at least 30 words, so one every 10 words covers all.
    const marked = (marker: string) =>
      sampleText(100, marker)
        .split(' ')
        .map((w, i) => (i % 10 === 0 ? `${w} ${marker}` : w))
        .join(' ');
    const ai = (await check({ text: marked('#ai') })).json as Detection;
    expect(ai.summary.ai).toBe(1);
    const human = (await check({ text: marked('#human') })).json as Detection;
    expect(human.summary.ai).toBe(0);
    expect(human.results.every((r) => r.classification === 1)).toBe(true);
  });

  it('adds the explain block when explain is true', async () => {
    const response = await check({ text: `${sampleText(200, 'explain')} #ai`, explain: true });
    const body = response.json as Detection;
    const stats = body.explain?.patterns.statistics;
    expect(stats).toBeDefined();
    expect(stats!.aiCount.length).toBeGreaterThan(0);
    expect(stats!.humanCount.length).toBe(stats!.aiCount.length);
    expect(stats!.proportion.length).toBe(stats!.aiCount.length);
    expect(body.explain!.patterns.text.chars.starts.length).toBe(stats!.aiCount.length);
    const plain = (await check({ text: `${sampleText(200, 'explain')} #ai` })).json as Detection;
    expect(plain.explain).toBeUndefined();
  });

  it('places the explain patterns inside AI sections, with parallel statistics', async () => {
    // Human-forced words, then AI-forced words: both kinds of section in one answer.
    const marked = (marker: string, seed: string) =>
      sampleText(120, seed)
        .split(' ')
        .map((w, i) => (i % 10 === 0 ? `${w} ${marker}` : w))
        .join(' ');
    const text = `${marked('#human', 'people')} ${marked('#ai', 'model')}`;
    const body = (await check({ text, explain: true })).json as Detection;
    const patterns = body.explain!.patterns;
    const count = patterns.text.chars.starts.length;
    expect(count).toBeGreaterThan(0);
    const { statistics: stats, text: places } = patterns;
    for (const list of [
      places.chars.lengths,
      places.words.starts,
      places.words.lengths,
      stats.aiCount,
      stats.humanCount,
      stats.proportion,
      stats.source,
    ]) {
      expect(list).toHaveLength(count);
    }
    expect(stats.source.every((s) => s === 1 || s === 2)).toBe(true);
    const spans = (classification: number) =>
      body.results
        .filter((r) => r.classification === classification)
        .map((r) => r.matches[0]!.text.chars)
        .map((c) => ({ start: c.starts[0]!, end: c.starts[0]! + c.lengths[0]! }));
    expect(spans(1).length).toBeGreaterThan(0);
    places.chars.starts.forEach((start, i) => {
      const end = start + places.chars.lengths[i]!;
      expect(spans(2).some((s) => start >= s.start && end <= s.end)).toBe(true);
      // The characters are the words the word positions name.
      const words = text.slice(start, end).split(/\s+/);
      expect(words).toHaveLength(places.words.lengths[i]!);
      expect(stats.proportion[i]).toBeCloseTo(stats.aiCount[i]! / stats.humanCount[i]!, 3);
    });
  });

  it.each([
    ['scan id shorter than 3', { text: sampleText(100) }, 'ab'],
    ['scan id longer than 36', { text: sampleText(100) }, 'x'.repeat(37)],
    ['text missing', {}, 'text-2'],
    ['text under 255 chars', { text: 'short text' }, 'text-2'],
    ['text over 100000 chars', { text: 'a '.repeat(50_001) }, 'text-2'],
    ['sensitivity 0', { text: sampleText(100), sensitivity: 0 }, 'text-2'],
    ['sensitivity 4', { text: sampleText(100), sensitivity: 4 }, 'text-2'],
    ['sensitivity 1.5', { text: sampleText(100), sensitivity: 1.5 }, 'text-2'],
    ['unknown language', { text: sampleText(100), language: 'xx' }, 'text-2'],
  ])('answers 400 for %s', async (_name, json, scanId) => {
    const response = await check(json, scanId);
    expect(response.status).toBe(400);
    expect(field(response.json, 'error.type')).toBe('invalid_request_error');
  });

  it('accepts the bounds: 255 and 100000 characters, sensitivity 1 and 3, a documented language', async () => {
    expect((await check({ text: 'a'.repeat(255), sensitivity: 1, language: 'en' })).status).toBe(
      200,
    );
    expect(
      (await check({ text: 'word '.repeat(20_000), sensitivity: 3, language: 'zh-CN' })).status,
    ).toBe(200);
  });

  it('treats "language": null like no language at all (detected automatically)', async () => {
    const text = sampleText(100);
    const withNull = await check({ text, language: null }, 'text-null');
    expect(withNull.status).toBe(200);
    const without = await check({ text }, 'text-none');
    expect(without.status).toBe(200);
    expect(field(without.json, 'results')).toEqual(expect.arrayContaining([expect.anything()]));
    expect(field(withNull.json, 'results')).toEqual(field(without.json, 'results'));
  });

  it('answers 401 without a valid token', async () => {
    const response = await service.call('POST', '/v2/writer-detector/text-3/check', {
      json: { text: sampleText(100) },
    });
    expect(response.status).toBe(401);
  });

  it('charges 1 credit per 250 words rounded up, nothing in sandbox', async () => {
    service.control.setCredits(DEMO_ACCOUNT.email, 100);
    const body = (await check({ text: sampleText(251, 'credits') })).json as Detection;
    expect(body.scannedDocument.actualCredits).toBe(2);
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(98);
    await check({ text: sampleText(100, 'credits'), sandbox: true });
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(98);
  });

  it('answers 402 when the balance does not cover the text', async () => {
    service.control.setCredits(DEMO_ACCOUNT.email, 0);
    const response = await check({ text: sampleText(100) });
    expect(response.status).toBe(402);
    expect(field(response.json, 'error.type')).toBe('payment_error');
    service.control.setCredits(DEMO_ACCOUNT.email, 1000);
  });

  it('answers 429 when its rate window is exceeded (limit set by the test)', async () => {
    service.control.setLimit('textDetection', { max: 2, windowMs: 60_000 });
    expect((await check({ text: sampleText(100) })).status).toBe(200);
    expect((await check({ text: sampleText(100) })).status).toBe(200);
    expect((await check({ text: sampleText(100) })).status).toBe(429);
    service.control.clock.advance(60_000);
    expect((await check({ text: sampleText(100) })).status).toBe(200);
    service.control.setLimit('textDetection', null);
  });

  it('answers 404 with an error body on the removed source-code path', async () => {
    const response = await service.call('POST', '/v2/writer-detector/source-code/text-4/check', {
      token,
      json: { text: 'function f() {}' },
    });
    expect(response.status).toBe(404);
    expect(field(response.json, 'error.message')).toMatch(/removed/);
  });
});
