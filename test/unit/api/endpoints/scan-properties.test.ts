import { describe, expect, it } from 'vitest';
import { buildUrlScanBody, type UrlScanRequest } from '../../../../src/api/index.ts';

const base: UrlScanRequest = {
  url: 'https://example.com/essay',
  properties: { webhooks: { status: 'https://hook.example/scan/{STATUS}' } },
};

function withProperties(properties: Partial<UrlScanRequest['properties']>): UrlScanRequest {
  return { ...base, properties: { ...base.properties, ...properties } };
}

describe('buildUrlScanBody', () => {
  it('keeps every documented property and names it as the service expects', () => {
    const request: UrlScanRequest = {
      url: 'https://example.com/essay',
      verb: 'GET',
      headers: [['Set-Cookie', 'session=1']],
      properties: {
        action: 1,
        includeHtml: true,
        developerPayload: 'tab-42',
        sandbox: true,
        expiration: 24,
        sensitivityLevel: 5,
        scanMethodAlgorithm: 1,
        customMetadata: [{ key: 'course', value: 'bio' }],
        cheatDetection: true,
        scanTimeZone: 'Europe/Berlin',
        displayLanguage: 'de',
        author: { id: 'a1' },
        webhooks: {
          status: 'https://hook.example/scan/{STATUS}',
          newResult: 'https://hook.example/new',
          statusHeaders: [['x-token', 't']],
          newResultHeaders: [['x-token', 'n']],
        },
        aiGeneratedText: { detect: true, explain: { enable: true }, sensitivity: 3 },
        aiSourceMatch: { enable: true },
        internalAiSourceMatch: { enable: true },
        filters: {
          identicalEnabled: true,
          minorChangesEnabled: false,
          relatedMeaningEnabled: true,
          minCopiedWords: 5,
          safeSearch: true,
          domains: ['example.org'],
          domainsMode: 0,
          allowSameDomain: true,
        },
        scanning: {
          internet: false,
          exclude: { idPattern: 'old-*', backlinksDomains: ['a.example'], text: ['Chapter'] },
          include: { idPattern: 'al-*' },
          repositories: [
            { id: 'repo', includeMySubmissions: true, includeOthersSubmissions: false },
          ],
          copyleaksDb: { includeMySubmissions: true, includeOthersSubmissions: true },
          crossLanguages: { languages: [{ code: 'fr' }] },
        },
        indexing: { repositories: [{ id: 'repo', maskingPolicy: 2 }] },
        exclude: {
          quotes: true,
          citations: true,
          references: true,
          tableOfContents: true,
          titles: true,
          htmlTemplate: true,
          documentTemplateIds: ['tpl-1', 'tpl-2', 'tpl-3'],
        },
        pdf: {
          create: true,
          title: 'Report',
          largeLogo: 'iVBORw0KGgo=',
          rtl: false,
          reportVersion: 'v3',
          version: 3,
          colors: { titles: '#040F21', identical: '#FE5758' },
        },
        sensitiveDataProtection: {
          driversLicense: true,
          credentials: true,
          passport: true,
          network: true,
          url: true,
          emailAddress: true,
          creditCard: true,
          phoneNumber: true,
        },
        writingFeedback: {
          enable: true,
          score: { grammarScoreWeight: 0.5, wordChoiceScoreWeight: 1 },
        },
        overview: { enable: true, ignoreAIDetection: true, ignoreAuthorData: true },
      },
      references: { validate: true },
    };
    expect(buildUrlScanBody(request)).toEqual({ ok: true, value: request });
  });

  it('requires the url and the status webhook', () => {
    expect(buildUrlScanBody({ ...base, url: 'not a url' })).toMatchObject({
      ok: false,
      error: { field: 'url' },
    });
    expect(
      buildUrlScanBody({ url: base.url, properties: {} as UrlScanRequest['properties'] }),
    ).toMatchObject({
      ok: false,
      error: { field: 'properties.webhooks', message: 'properties.webhooks is required.' },
    });
  });

  it.each([
    [
      'developer payload over 512',
      { developerPayload: 'p'.repeat(513) },
      'properties.developerPayload',
    ],
    ['expiration 0', { expiration: 0 }, 'properties.expiration'],
    ['expiration 2881', { expiration: 2881 }, 'properties.expiration'],
    ['plagiarism sensitivity 6', { sensitivityLevel: 6 }, 'properties.sensitivityLevel'],
    [
      'AI sensitivity 4',
      { aiGeneratedText: { sensitivity: 4 } },
      'properties.aiGeneratedText.sensitivity',
    ],
    [
      '4 templates',
      { exclude: { documentTemplateIds: ['aaa', 'bbb', 'ccc', 'ddd'] } },
      'properties.exclude.documentTemplateIds',
    ],
    [
      '6 phrases',
      { scanning: { exclude: { text: ['a', 'b', 'c', 'd', 'e', 'f'] } } },
      'properties.scanning.exclude.text',
    ],
    [
      'a 31-char phrase',
      { scanning: { exclude: { text: ['x'.repeat(31)] } } },
      'properties.scanning.exclude.text.0',
    ],
    [
      'an empty phrase',
      { scanning: { exclude: { text: [''] } } },
      'properties.scanning.exclude.text.0',
    ],
    [
      '11 domains',
      { scanning: { exclude: { backlinksDomains: new Array<string>(11).fill('a.b') } } },
      'properties.scanning.exclude.backlinksDomains',
    ],
    [
      'a 257-char domain',
      { scanning: { exclude: { backlinksDomains: ['d'.repeat(257)] } } },
      'properties.scanning.exclude.backlinksDomains.0',
    ],
    ['a 257-char pdf title', { pdf: { title: 't'.repeat(257) } }, 'properties.pdf.title'],
    ['a logo over 100 kb', { pdf: { largeLogo: 'A'.repeat(140_000) } }, 'properties.pdf.largeLogo'],
    ['action 3', { action: 3 as 0 }, 'properties.action'],
    ['a bad colour', { pdf: { colors: { identical: 'red' } } }, 'properties.pdf.colors.identical'],
    [
      'a score weight over 1',
      { writingFeedback: { score: { grammarScoreWeight: 1.5 } } },
      'properties.writingFeedback.score.grammarScoreWeight',
    ],
  ])('refuses %s', (_name, properties, field) => {
    const result = buildUrlScanBody(withProperties(properties));
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', field } });
  });

  it('accepts the limits themselves', () => {
    const result = buildUrlScanBody(
      withProperties({
        developerPayload: 'p'.repeat(512),
        expiration: 2880,
        sensitivityLevel: 1,
        exclude: { documentTemplateIds: ['aaa', 'bbb', 'ccc'] },
        scanning: {
          exclude: {
            text: ['x'.repeat(30), 'b', 'c', 'd', 'e'],
            backlinksDomains: ['d'.repeat(256)],
          },
        },
        pdf: { title: 't'.repeat(256), largeLogo: 'A'.repeat(136_000) },
      }),
    );
    expect(result.ok).toBe(true);
  });

  it('names the count in limit messages', () => {
    const result = buildUrlScanBody(withProperties({ developerPayload: 'p'.repeat(600) }));
    expect(result).toMatchObject({
      ok: false,
      error: { message: 'developerPayload can be at most 512 characters; it has 600.' },
    });
  });
});
