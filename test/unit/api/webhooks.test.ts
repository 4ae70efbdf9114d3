import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { textMatching } from './helpers/matchers.ts';
import {
  ExportCompletedWebhookSchema,
  ImageResultWebhookSchema,
  NewResultWebhookSchema,
  newResultScore,
  parseStatusWebhook,
} from '../../../src/api/index.ts';
import { IMAGE_RESULT } from './fixtures.ts';

const completed = {
  status: 0,
  developerPayload: 'tab-1',
  scannedDocument: {
    scanId: 'scan-1',
    totalWords: 200,
    totalExcluded: 0,
    credits: 1,
    creationTime: '2025-08-02T10:19:40Z',
  },
  results: {
    internet: [
      { id: 'r1', title: 'Source', introduction: 'x', matchedWords: 12, url: 'https://a.example' },
    ],
    database: [],
    batch: [],
    repositories: [],
    score: { identicalWords: 12, minorChangedWords: 0, relatedMeaningWords: 0, aggregatedScore: 6 },
  },
  notifications: {
    alerts: [
      {
        category: 2,
        code: 'suspected-ai-text',
        title: 'AI',
        message: 'm',
        helpLink: null,
        severity: 4,
        additionalData: '{}',
      },
    ],
  },
};

describe('status webhooks', () => {
  it('read completed, keeping alerts', () => {
    const parsed = parseStatusWebhook('completed', completed);
    expect(parsed.event).toBe('completed');
    if (parsed.event === 'completed') {
      expect(parsed.payload.notifications?.alerts[0]?.code).toBe('suspected-ai-text');
      expect(parsed.payload.results.score.aggregatedScore).toBe(6);
    }
  });

  it('read error with a numeric or a string code, old or new form', () => {
    const old = {
      status: 1,
      error: { code: 13, message: 'Not enough credits' },
      developerPayload: 'p',
    };
    expect(parseStatusWebhook('error', old).event).toBe('error');
    const newer = {
      status: 1,
      error: { code: '13', type: 'payment_error', id: 'insufficient_credits', message: 'x' },
    };
    expect(parseStatusWebhook('error', newer).event).toBe('error');
  });

  it('read creditsChecked and indexed', () => {
    expect(
      parseStatusWebhook('creditsChecked', { status: 2, credits: 4, developerPayload: '' }).event,
    ).toBe('creditsChecked');
    expect(parseStatusWebhook('indexed', { status: 3, developerPayload: null }).event).toBe(
      'indexed',
    );
  });

  it('report an invalid body or an unknown event instead of throwing', () => {
    expect(parseStatusWebhook('completed', { status: 0 })).toMatchObject({ event: 'invalid' });
    expect(parseStatusWebhook('creditsChecked', { status: 2 })).toMatchObject({
      event: 'invalid',
      reason: textMatching(/^credits:/),
    });
    expect(parseStatusWebhook('paused', {})).toEqual({
      event: 'invalid',
      reason: 'unknown status event "paused"',
    });
  });
});

describe('newResult webhook', () => {
  it('accepts the score as a number or as {aggregatedScore}', () => {
    const asNumber = v.parse(NewResultWebhookSchema, {
      score: 12.5,
      developerPayload: 'p',
      internet: [],
    });
    const asObject = v.parse(NewResultWebhookSchema, {
      score: { aggregatedScore: 41.5 },
      developerPayload: 'p',
    });
    expect(newResultScore(asNumber)).toBe(12.5);
    expect(newResultScore(asObject)).toBe(41.5);
    expect(v.is(NewResultWebhookSchema, { score: 'high' })).toBe(false);
  });
});

describe('export-completed webhook', () => {
  it('reads the tasks list, with httpStatusCode null for unhealthy tasks', () => {
    const body = {
      completed: false,
      developerPayload: '',
      tasks: [
        { endpoint: 'https://a.example/r1', isHealthy: true, httpStatusCode: 200 },
        { endpoint: 'https://a.example/pdf', isHealthy: false, httpStatusCode: null },
      ],
    };
    expect(v.parse(ExportCompletedWebhookSchema, body).tasks).toHaveLength(2);
  });

  it('also accepts a single task object', () => {
    const body = {
      completed: true,
      tasks: { endpoint: 'https://a.example', isHealthy: true, httpStatusCode: 204 },
    };
    expect(v.parse(ExportCompletedWebhookSchema, body).tasks).toEqual([body.tasks]);
  });
});

describe('async image result webhook', () => {
  it('has the synchronous result shape', () => {
    expect(v.parse(ImageResultWebhookSchema, IMAGE_RESULT)).toEqual(IMAGE_RESULT);
  });
});
