/** submitFile and submitOcr against a scripted fetch: the request sent, and what is refused first. */
import { describe, expect, it } from 'vitest';
import { FILE_SCAN_MAX_BYTES, OCR_EXTENSIONS } from '../../../src/api/index.ts';
import { json, text } from './helpers/fake-fetch.ts';
import { API, testClient, withLogin } from './helpers/client.ts';
import { SUBMIT_RESULT } from './fixtures.ts';

const webhooks = { status: 'https://hook.example/scan/{STATUS}' };
const TEXT_BASE64 = Buffer.from('Grüße aus Zürich: a short essay.', 'utf8').toString('base64');
const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');

/** Base64 of `bytes` zero bytes, built without allocating them. */
function zeros(bytes: number): string {
  const rest = bytes % 3;
  return 'A'.repeat(Math.floor(bytes / 3) * 4) + (rest === 2 ? 'AAA=' : rest === 1 ? 'AA==' : '');
}

describe('submitFile', () => {
  it('sends the file as base64 JSON with PUT to submit/file and reports it created', async () => {
    const t = testClient(withLogin(() => json(201, SUBMIT_RESULT)));
    const result = await t.client.submitFile('scan-1', {
      base64: TEXT_BASE64,
      filename: 'Essay 17 (selection).txt',
      properties: { webhooks, sandbox: true, aiSourceMatch: { enable: true } },
    });
    expect(result).toEqual({
      ok: true,
      value: { status: 'created', scanId: 'scan-1', result: SUBMIT_RESULT },
    });
    expect(t.apiCalls()).toHaveLength(1);
    expect(t.apiCalls()[0]).toMatchObject({
      url: `${API}/v3/scans/submit/file/scan-1`,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      json: {
        base64: TEXT_BASE64,
        filename: 'Essay 17 (selection).txt',
        properties: { webhooks, sandbox: true, aiSourceMatch: { enable: true } },
      },
    });
  });

  it('treats an empty 201 as created', async () => {
    const t = testClient(withLogin(() => text(201, '')));
    const result = await t.client.submitFile('scan-1', {
      base64: TEXT_BASE64,
      filename: 'a.txt',
      properties: { webhooks },
    });
    expect(result).toEqual({
      ok: true,
      value: { status: 'created', scanId: 'scan-1', result: undefined },
    });
  });

  it('reports a first-attempt 409 as a conflict, not as already submitted', async () => {
    const t = testClient(
      withLogin(() => json(409, { error: { message: 'Scan exists', id: 'conflict' } })),
    );
    const result = await t.client.submitFile('scan-1', {
      base64: TEXT_BASE64,
      filename: 'a.txt',
      properties: { webhooks },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
  });

  // A base64 check written as a regex with a repeated group overflowed V8's regexp stack past
  // about 4.47 million characters (a 3.2 MB file): submitFile threw instead of sending.
  it('sends a 4 MB file, well under the limit', async () => {
    const t = testClient(withLogin(() => json(201, SUBMIT_RESULT)));
    const result = await t.client.submitFile('scan-1', {
      base64: zeros(4 * 1024 * 1024),
      filename: 'scan.pdf',
      properties: { webhooks },
    });
    expect(result).toMatchObject({ ok: true, value: { status: 'created' } });
  });

  it('sends a file of exactly the limit', async () => {
    const t = testClient(withLogin(() => text(201, '')));
    const result = await t.client.submitFile('scan-1', {
      base64: zeros(FILE_SCAN_MAX_BYTES),
      filename: 'big.pdf',
      properties: { webhooks },
    });
    expect(result).toMatchObject({ ok: true, value: { status: 'created' } });
  });
});

describe('submitOcr', () => {
  it('sends the image with its language with PUT to submit/ocr', async () => {
    const t = testClient(withLogin(() => json(201, SUBMIT_RESULT)));
    const result = await t.client.submitOcr('scan-2', {
      base64: PNG_BASE64,
      filename: 'leaflet.png',
      langCode: 'zh-CN',
      properties: { webhooks },
    });
    expect(result).toMatchObject({ ok: true, value: { status: 'created', scanId: 'scan-2' } });
    expect(t.apiCalls()[0]).toMatchObject({
      url: `${API}/v3/scans/submit/ocr/scan-2`,
      method: 'PUT',
      json: { base64: PNG_BASE64, filename: 'leaflet.png', langCode: 'zh-CN' },
    });
  });

  it.each([...OCR_EXTENSIONS, 'PNG', 'JpG'])('takes a .%s image', async (extension) => {
    const t = testClient(withLogin(() => text(201, '')));
    const result = await t.client.submitOcr('scan-3', {
      base64: PNG_BASE64,
      filename: `photo.${extension}`,
      langCode: 'en',
      properties: { webhooks },
    });
    expect(result.ok).toBe(true);
  });

  it.each(['en', 'haw', 'zh-TW'])('takes the language code %s', async (langCode) => {
    const t = testClient(withLogin(() => text(201, '')));
    const result = await t.client.submitOcr('scan-4', {
      base64: PNG_BASE64,
      filename: 'a.png',
      langCode,
      properties: { webhooks },
    });
    expect(result.ok).toBe(true);
  });

  it.each([
    ['photo.webp', 'filename'],
    ['photo.heic', 'filename'],
    ['notes.txt', 'filename'],
    ['photo', 'filename'],
  ])('refuses the file name %s before any request', async (filename, field) => {
    const t = testClient(withLogin(() => text(201, '')));
    const result = await t.client.submitOcr('scan-5', {
      base64: PNG_BASE64,
      filename,
      langCode: 'en',
      properties: { webhooks },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', field } });
    expect(t.fake.calls).toHaveLength(0);
  });

  it.each(['english', 'EN', 'e', 'zh-cn', 'zh_CN', 'en-US-x', ''])(
    'refuses the language code "%s" before any request',
    async (langCode) => {
      const t = testClient(withLogin(() => text(201, '')));
      const result = await t.client.submitOcr('scan-6', {
        base64: PNG_BASE64,
        filename: 'a.png',
        langCode,
        properties: { webhooks },
      });
      expect(result).toEqual({
        ok: false,
        error: {
          kind: 'invalid-input',
          field: 'langCode',
          message: 'langCode must be a language code such as en or zh-CN.',
        },
      });
      expect(t.fake.calls).toHaveLength(0);
    },
  );
});
