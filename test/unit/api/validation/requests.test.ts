import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { textMatching } from '../helpers/matchers.ts';
import { validateInput } from '../../../../src/api/validation/issues.ts';
import { ExportIdSchema, ScanIdSchema } from '../../../../src/api/validation/ids.ts';
import { TextDetectionRequestSchema } from '../../../../src/api/endpoints/text-detection.ts';
import { ModerationRequestSchema } from '../../../../src/api/endpoints/moderation.ts';
import { ExportRequestSchema } from '../../../../src/api/endpoints/export.ts';
import { asyncImageOperation } from '../../../../src/api/endpoints/image-detection.ts';

const words = (n: number): string => 'a'.repeat(n);

describe('scan and export ids', () => {
  it('accepts 3 to 36 URL-safe characters', () => {
    expect(v.is(ScanIdSchema, 'abc')).toBe(true);
    expect(v.is(ScanIdSchema, 'a'.repeat(36))).toBe(true);
    expect(v.is(ScanIdSchema, 'Al-1.2_3~x')).toBe(true);
  });

  it('says what is wrong', () => {
    expect(validateInput(ScanIdSchema, 'ab', 'scanId')).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        field: 'scanId',
        message: 'Scan id must be 3 to 36 characters long; "ab" is too short.',
        words: { key: 'error_scanIdTooShort', args: [3, 36, 'ab'] },
      },
    });
    expect(validateInput(ExportIdSchema, 'x'.repeat(37), 'exportId')).toMatchObject({
      ok: false,
      error: {
        field: 'exportId',
        message: 'Export id must be 3 to 36 characters long; it has 37.',
      },
    });
    expect(validateInput(ScanIdSchema, 'has space')).toMatchObject({
      ok: false,
      error: { message: textMatching(/only letters, digits/) },
    });
    expect(v.is(ScanIdSchema, 'a/b/c')).toBe(false);
  });
});

describe('AI text detection request', () => {
  it('accepts 255 to 100000 characters', () => {
    expect(validateInput(TextDetectionRequestSchema, { text: words(255) }).ok).toBe(true);
    expect(validateInput(TextDetectionRequestSchema, { text: words(100_000) }).ok).toBe(true);
  });

  it('states the actual count when the text is too short or too long', () => {
    expect(validateInput(TextDetectionRequestSchema, { text: words(254) })).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        field: 'text',
        message: 'Text for AI detection must be at least 255 characters; this one has 254.',
        words: { key: 'error_aiTextTooShort', args: [255, 254] },
      },
    });
    expect(validateInput(TextDetectionRequestSchema, { text: words(100_001) })).toMatchObject({
      ok: false,
      error: {
        message: 'Text for AI detection can be at most 100,000 characters; this one has 100,001.',
      },
    });
  });

  it('accepts sensitivity 1 to 3 only, as a whole number', () => {
    for (const sensitivity of [1, 2, 3]) {
      expect(validateInput(TextDetectionRequestSchema, { text: words(300), sensitivity }).ok).toBe(
        true,
      );
    }
    for (const sensitivity of [0, 4, 2.5]) {
      expect(
        validateInput(TextDetectionRequestSchema, { text: words(300), sensitivity }),
      ).toMatchObject({
        ok: false,
        error: {
          field: 'sensitivity',
          message: 'AI detection sensitivity must be a whole number from 1 to 3.',
        },
      });
    }
  });

  it('accepts only the documented detector languages', () => {
    expect(
      validateInput(TextDetectionRequestSchema, { text: words(300), language: 'zh-CN' }).ok,
    ).toBe(true);
    expect(validateInput(TextDetectionRequestSchema, { text: words(300), language: 'xx' })).toEqual(
      {
        ok: false,
        error: {
          kind: 'invalid-input',
          field: 'language',
          message: 'AI detection does not support the language xx.',
        },
      },
    );
  });
});

describe('a language of null', () => {
  const labels = [{ id: 'toxic-v1' as const }];
  it('means "detect it", as a missing language does, and is not sent', () => {
    const text = validateInput(TextDetectionRequestSchema, { text: words(300), language: null });
    expect(text.ok).toBe(true);
    expect(text.ok && JSON.stringify(text.value)).toBe(JSON.stringify({ text: words(300) }));
    const moderation = validateInput(ModerationRequestSchema, {
      text: 'x',
      language: null,
      labels,
    });
    expect(moderation.ok && JSON.stringify(moderation.value)).toBe(
      JSON.stringify({ text: 'x', labels }),
    );
  });
});

describe('moderation request', () => {
  const labels = [{ id: 'toxic-v1' as const }];
  it('accepts 1 to 25000 characters', () => {
    expect(validateInput(ModerationRequestSchema, { text: 'x', labels }).ok).toBe(true);
    expect(validateInput(ModerationRequestSchema, { text: words(25_000), labels }).ok).toBe(true);
    expect(validateInput(ModerationRequestSchema, { text: '', labels })).toMatchObject({
      ok: false,
      error: {
        field: 'text',
        message: 'Text for moderation must be at least 1 characters; this one has 0.',
      },
    });
    expect(validateInput(ModerationRequestSchema, { text: words(25_001), labels }).ok).toBe(false);
  });

  it('accepts English only, the one documented language', () => {
    expect(validateInput(ModerationRequestSchema, { text: 'x', language: 'en', labels }).ok).toBe(
      true,
    );
    expect(
      validateInput(ModerationRequestSchema, { text: 'x', language: 'de', labels }),
    ).toMatchObject({
      ok: false,
      error: { field: 'language', message: 'Moderation supports only English ("en"), not de.' },
    });
  });

  it('accepts only the ten label ids, at least one, each once', () => {
    expect(validateInput(ModerationRequestSchema, { text: 'x', labels: [] })).toMatchObject({
      ok: false,
      error: { field: 'labels', message: 'Choose at least one moderation label.' },
    });
    expect(
      validateInput(ModerationRequestSchema, { text: 'x', labels: [{ id: 'spam-v1' }] }),
    ).toMatchObject({
      ok: false,
      error: {
        field: 'labels.0.id',
        message: textMatching(/Unknown moderation label spam-v1/),
      },
    });
    expect(
      validateInput(ModerationRequestSchema, {
        text: 'x',
        labels: [{ id: 'adult-v1' }, { id: 'adult-v1' }],
      }).ok,
    ).toBe(false);
  });
});

describe('export request', () => {
  const delivery = { verb: 'POST', endpoint: 'https://store.example/put' };
  it('accepts results, pdf report and crawled version deliveries', () => {
    const body = {
      results: [{ id: 'r1', ...delivery, headers: [['x-key', 'v']] as [string, string][] }],
      pdfReport: delivery,
      crawledVersion: delivery,
      completionWebhook: 'https://hook.example/done',
      maxRetries: 3,
    };
    expect(validateInput(ExportRequestSchema, body)).toEqual({ ok: true, value: body });
  });

  it('requires the crawled version and completion webhook, with valid addresses', () => {
    expect(
      validateInput(ExportRequestSchema, { completionWebhook: 'https://x.example' }),
    ).toMatchObject({
      ok: false,
      error: { field: 'crawledVersion', message: 'crawledVersion is required.' },
    });
    expect(
      validateInput(ExportRequestSchema, {
        crawledVersion: { verb: 'POST', endpoint: 'nope' },
        completionWebhook: 'https://x.example',
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'crawledVersion.endpoint' },
    });
  });
});

describe('async image request', () => {
  const good = {
    url: 'https://img.example/a.tiff',
    fileName: 'a.tiff',
    webhooks: { url: 'https://hook.example/img' },
  };
  it('accepts a URL, a file name (TIFF too) and a webhook, and defaults the model', () => {
    const built = asyncImageOperation('scan-1', good);
    expect(built.ok && built.value.request.body).toEqual({
      type: 'json',
      value: { ...good, model: 'ai-image-1-ultra' },
    });
  });
  it('refuses a missing webhook, a wrong mask type or file name', () => {
    expect(asyncImageOperation('scan-1', { ...good, fileName: 'a.gif' })).toMatchObject({
      ok: false,
      error: { field: 'fileName' },
    });
    expect(
      asyncImageOperation('scan-1', { ...good, maskType: 'overlay' as 'heatmap' }),
    ).toMatchObject({
      ok: false,
      error: { field: 'maskType' },
    });
    expect(asyncImageOperation('scan-1', { ...good, webhooks: undefined as never }).ok).toBe(false);
  });
});
