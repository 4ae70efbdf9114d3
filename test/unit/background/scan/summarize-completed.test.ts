import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompletedWebhookSchema } from '../../../../src/api/webhooks.ts';
import { aiShareFromAlert } from '../../../../src/background/scan/ai-alert.ts';
import { summarizeCompleted } from '../../../../src/background/scan/summarize-completed.ts';
import { completedPayload } from '../../../support/url-scan-fixtures.ts';

const summarize = (payload: unknown) =>
  summarizeCompleted(v.parse(CompletedWebhookSchema, payload));

describe('completed webhook → scan result', () => {
  it('keeps the score, the three kinds of matched words and the sources, biggest first', () => {
    const result = summarize(completedPayload());
    expect(result).toMatchObject({
      aggregatedScore: 14.25,
      identicalWords: 30,
      minorChangedWords: 17,
      relatedMeaningWords: 10,
      totalWords: 400,
      credits: 2,
      detectedLanguage: 'en',
    });
    expect(result.sources.map((s) => [s.id, s.kind])).toEqual([
      ['r2', 'internet'],
      ['r3', 'database'],
      ['r1', 'internet'],
    ]);
  });

  it('fills missing word counts with 0 and reads the AI share from the alert', () => {
    const payload = completedPayload({
      notifications: {
        alerts: [
          { category: 3, code: 'suspected-character-replacement', title: 'Cheat', severity: 3 },
          {
            category: 2,
            code: 'suspected-ai-text',
            title: 'AI',
            additionalData: JSON.stringify({ summary: { human: 0.6, ai: 0.4 } }),
          },
        ],
      },
    });
    (payload['results'] as { score: Record<string, unknown> }).score = { aggregatedScore: 3 };
    const result = summarize(payload);
    expect(result.minorChangedWords).toBe(0);
    expect(result.aiDetection).toEqual({ ai: 0.4, human: 0.6 });
    expect(result.alerts.map((a) => a.code)).toEqual([
      'suspected-character-replacement',
      'suspected-ai-text',
    ]);
  });
});

describe('AI share of a suspected-ai-text alert', () => {
  it('reads NUL-padded data with PascalCase keys (sandbox style)', () => {
    const data = `\u0000 ${JSON.stringify({ Summary: { Human: 0.25, Ai: 0.75 } })}\u0000\u0000 `;
    expect(
      aiShareFromAlert({ category: 2, code: 'suspected-ai-text', additionalData: data }),
    ).toEqual({
      ai: 0.75,
      human: 0.25,
    });
  });

  it('ignores other alerts and unreadable data', () => {
    expect(
      aiShareFromAlert({ category: 2, code: 'ai-detection-failed', additionalData: '{}' }),
    ).toBe(undefined);
    expect(
      aiShareFromAlert({ category: 2, code: 'suspected-ai-text', additionalData: '{not json' }),
    ).toBe(undefined);
    expect(aiShareFromAlert({ category: 2, code: 'suspected-ai-text', additionalData: '{}' })).toBe(
      undefined,
    );
  });
});

describe('links from service data', () => {
  it('keeps only http(s) source addresses; others become plain text', async () => {
    const { webLink } = await import('../../../../src/shared/net/web-link.ts');
    expect(webLink('https://example.com/a')).toBe('https://example.com/a');
    expect(webLink('http://example.com/a')).toBe('http://example.com/a');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'chrome-extension://abcdef/src/options/index.html',
      'file:///etc/passwd',
      'not a url',
      '',
      null,
    ]) {
      expect(webLink(bad)).toBeUndefined();
    }
  });
});

describe('summarizeCompleted and hostile source addresses', () => {
  it('keeps the title of a source whose address is not a web link, and drops the address', () => {
    const payload = completedPayload();
    const results = payload['results'] as { internet: { url: string }[] };
    results.internet[0]!.url = 'javascript:alert(document.cookie)';
    results.internet[1]!.url = 'chrome-extension://abcdef/src/options/index.html';
    const sources = summarize(payload).sources.filter((s) => s.kind === 'internet');
    expect(sources.map((s) => [s.title, s.url])).toEqual([
      ['Big', undefined],
      ['Small', undefined],
    ]);
  });
});

describe('AI Source Match tags on sources', () => {
  /** The completed payload with these tags on source r2 (the others carry none). */
  const withTags = (tags: unknown) => {
    const payload = completedPayload();
    const results = payload['results'] as { internet: Record<string, unknown>[] };
    results.internet[1]!['tags'] = tags;
    return summarize(payload).sources;
  };
  const tagged = (tags: unknown) => withTags(tags).find((s) => s.id === 'r2');

  it.each([
    ['the fake service’s tag', [{ code: 'ai-source-match', title: 'AI Source Match' }]],
    ['a title alone', [{ title: 'AI Source Match' }]],
    ['a code alone', [{ code: 'ai-generated' }]],
    ['AI among other tags', [{ code: 'paywalled' }, { code: 'ai-source-match', title: null }]],
    [
      'a tag with a description and fields of its own',
      [{ code: 'ai-source-match', title: 'AI Source Match', description: 'Likely AI', score: 0.9 }],
    ],
  ])('marks the source for %s', (_name, tags) => {
    expect(tagged(tags)).toMatchObject({ id: 'r2', aiSource: true });
  });

  it.each([
    ['no tags field', undefined],
    ['null tags', null],
    ['an empty list', []],
    ['a human-written tag', [{ code: 'human-written' }]],
    ['a "Not AI" title', [{ title: 'Not AI' }]],
    ['a tag with neither code nor title', [{ code: null, title: null }]],
    ['another label', [{ code: 'paywalled', title: 'Paywalled source' }]],
    ['"No AI"', [{ title: 'No AI' }]],
    ['"non-ai"', [{ code: 'non-ai' }]],
    ['"AI-free"', [{ title: 'AI-free' }]],
    ['a word that holds the letters ai ("Thai source")', [{ title: 'Thai source' }]],
    ['"Dubai Source"', [{ title: 'Dubai Source' }]],
  ])('leaves the flag out for %s', (_name, tags) => {
    const sources = withTags(tags);
    expect(sources.find((s) => s.id === 'r2')).not.toHaveProperty('aiSource');
    expect(sources.some((s) => 'aiSource' in s)).toBe(false);
  });

  it('marks only the tagged source, keeping the order by matched words', () => {
    const sources = withTags([{ code: 'ai-source-match', title: 'AI Source Match' }]);
    expect(sources.map((s) => [s.id, s.aiSource])).toEqual([
      ['r2', true],
      ['r3', undefined],
      ['r1', undefined],
    ]);
  });
});
