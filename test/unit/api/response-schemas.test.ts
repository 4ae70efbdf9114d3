import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { omit, textMatching } from './helpers/matchers.ts';
import {
  CLASSIFICATION,
  CreditBalanceSchema,
  creditsCharged,
  ImageDetectionResultSchema,
  LoginResponseSchema,
  ModerationResultSchema,
  moderationSpans,
  OcrLanguagesSchema,
  ScanSubmissionResultSchema,
  TextDetectionResultSchema,
} from '../../../src/api/index.ts';
import { parseResponse } from '../../../src/api/parse-response.ts';
import { IMAGE_RESULT, MODERATION_RESULT, SUBMIT_RESULT, TEXT_RESULT } from './fixtures.ts';

describe('response schemas', () => {
  it('read the login answer with .issued and .expires', () => {
    const answer = {
      access_token: 'abc',
      '.issued': '2025-08-02T10:19:40.0690016Z',
      '.expires': 'x',
    };
    expect(v.parse(LoginResponseSchema, answer)).toEqual(answer);
    expect(v.is(LoginResponseSchema, { access_token: '' })).toBe(false);
  });

  it('read a text detection result, keeping unknown fields', () => {
    const body = { ...TEXT_RESULT, scanType: 1, future: { x: 1 } };
    const parsed = v.parse(TextDetectionResultSchema, body);
    expect(parsed).toEqual(body);
    expect(parsed.results[0]?.classification).toBe(CLASSIFICATION.ai);
  });

  it('read credits from actualCredits or credits', () => {
    expect(creditsCharged(v.parse(TextDetectionResultSchema, TEXT_RESULT).scannedDocument)).toBe(1);
    const older = { ...TEXT_RESULT, scannedDocument: { scanId: 's', credits: 3 } };
    expect(creditsCharged(v.parse(TextDetectionResultSchema, older).scannedDocument)).toBe(3);
  });

  it('read the explain block', () => {
    const explain = {
      patterns: {
        statistics: { aiCount: [10.5], humanCount: [0.2], proportion: [52.5], source: [1] },
        text: { chars: { starts: [3], lengths: [9] }, words: { starts: [1], lengths: [2] } },
      },
    };
    expect(v.parse(TextDetectionResultSchema, { ...TEXT_RESULT, explain }).explain).toEqual(
      explain,
    );
  });

  it('refuse a text result without a summary or with uneven ranges', () => {
    const noSummary = omit(TEXT_RESULT, 'summary');
    expect(v.is(TextDetectionResultSchema, noSummary)).toBe(false);
    const uneven = {
      ...TEXT_RESULT,
      results: [
        { classification: 1, matches: [{ text: { chars: { starts: [1, 2], lengths: [1] } } }] },
      ],
    };
    expect(v.is(TextDetectionResultSchema, uneven)).toBe(false);
  });

  it('read an image result, with or without mask, isAiDetected and objects', () => {
    expect(v.parse(ImageDetectionResultSchema, IMAGE_RESULT)).toEqual(IMAGE_RESULT);
    const minimal = omit(IMAGE_RESULT, 'result', 'isAiDetected');
    expect(v.is(ImageDetectionResultSchema, minimal)).toBe(true);
    const withObjects = {
      ...IMAGE_RESULT,
      detectedObjects: [{ object: 'face', mask: { starts: [5], lengths: [2] } }],
    };
    expect(v.parse(ImageDetectionResultSchema, withObjects).detectedObjects?.[0]?.object).toBe(
      'face',
    );
  });

  it('read a moderation result and resolve labels through the legend', () => {
    const parsed = v.parse(ModerationResultSchema, MODERATION_RESULT);
    expect(moderationSpans(parsed)).toEqual([
      { label: 'toxic-v1', start: 0, length: 10 },
      { label: 'profanity-v1', start: 30, length: 5 },
    ]);
    const noLegend = omit(MODERATION_RESULT, 'legend');
    expect(moderationSpans(v.parse(ModerationResultSchema, noLegend))[0]?.label).toBeUndefined();
  });

  it('read credits, submission and OCR answers', () => {
    expect(v.parse(CreditBalanceSchema, { Amount: 42 })).toEqual({ Amount: 42 });
    expect(v.is(CreditBalanceSchema, { amount: 42 })).toBe(false);
    expect(v.parse(ScanSubmissionResultSchema, SUBMIT_RESULT)).toEqual(SUBMIT_RESULT);
    expect(v.parse(OcrLanguagesSchema, ['en', 'zh-CN'])).toEqual(['en', 'zh-CN']);
    expect(v.is(OcrLanguagesSchema, [{ code: 'en' }])).toBe(false);
  });

  it('turn an unreadable answer into a clear service error naming the field', () => {
    const response = { status: 200, headers: new Headers(), body: { results: [] } };
    expect(parseResponse(TextDetectionResultSchema, response, 'AI text result')).toEqual({
      ok: false,
      error: {
        kind: 'service',
        status: 200,
        message: textMatching(/AI text result this version cannot read \(summary: /),
      },
    });
  });
});
