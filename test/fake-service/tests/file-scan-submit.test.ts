import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BODY_BYTES, MAX_FILE_BYTES } from '../files/base64-file.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { field, startTestService, type TestService } from './helpers/service.ts';

const TEXT = 'A few words of plain text to scan.';

/** Validation and creation of PUT /v3/scans/submit/file/{scanId}. Processing is in file-scan-webhooks. */
describe('file scan submission', () => {
  let service: TestService;
  let token: string;
  let receiver: Receiver;
  let counter = 0;

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  const valid = (change: Record<string, unknown> = {}) => ({
    base64: Buffer.from(TEXT).toString('base64'),
    filename: 'notes.txt',
    properties: { webhooks: { status: `${receiver.url}/hook/{STATUS}` }, sandbox: true },
    ...change,
  });
  const submit = (body: unknown, scanId = `file-${(counter += 1)}`) =>
    service.call('PUT', `/v3/scans/submit/file/${scanId}`, { token, json: body });
  const expect400 = async (body: unknown, param: string, id = 'invalid_parameter') => {
    const response = await submit(body);
    expect(response.status).toBe(400);
    expect(field(response.json, 'error.id')).toBe(id);
    expect(field(response.json, 'error.details.0.param')).toBe(param);
    return String(field(response.json, 'error.message'));
  };

  it('answers 201 with the same shape as submit/url', async () => {
    const response = await submit(
      valid({ properties: { ...valid().properties, developerPayload: 'dp-file' } }),
      'file-created',
    );
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      scannedDocument: {
        scanId: 'file-created',
        totalWords: 0,
        totalExcluded: 0,
        creationTime: expect.any(String) as string,
        detectedLanguage: 'en',
      },
      results: {
        score: {
          aggregatedScore: 0,
          identicalWords: 0,
          minorChangedWords: 0,
          relatedMeaningWords: 0,
        },
      },
      status: 0,
      developerPayload: 'dp-file',
    });
  });

  it('answers 409 for a reused id and 401 without a token', async () => {
    expect((await submit(valid(), 'file-dup')).status).toBe(201);
    expect((await submit(valid(), 'file-dup')).status).toBe(409);
    const anonymous = await service.call('PUT', '/v3/scans/submit/file/file-anon', {
      json: valid(),
    });
    expect(anonymous.status).toBe(401);
  });

  it('names each missing field with missing_parameter', async () => {
    await expect400(valid({ base64: undefined }), 'base64', 'missing_parameter');
    await expect400(valid({ filename: undefined }), 'filename', 'missing_parameter');
    await expect400(valid({ filename: '' }), 'filename', 'missing_parameter');
    await expect400(valid({ properties: undefined }), 'properties', 'missing_parameter');
    await expect400(
      valid({ properties: { webhooks: {} } }),
      'properties.webhooks.status',
      'missing_parameter',
    );
  });

  it.each([
    ['whitespace', 'QUJD\nREVG'],
    ['a data: prefix', `data:text/plain;base64,${Buffer.from(TEXT).toString('base64')}`],
    ['the URL-safe alphabet', 'ab-_'],
    ['a length that is not a multiple of 4', 'QUJDRA'],
    ['padding in the middle', 'QQ==QUJD'],
    ['a number', 42],
  ])('refuses base64 with %s', async (_name, base64) => {
    await expect400(valid({ base64 }), 'base64');
  });

  it('refuses a file that decodes to no bytes', async () => {
    expect(await expect400(valid({ base64: '' }), 'base64')).toMatch(/empty/i);
  });

  it.each([
    ['no extension', 'notes'],
    ['a trailing dot', 'notes.'],
    ['an unsupported extension', 'notes.docx'],
    ['an image extension (OCR only)', 'scan.png'],
  ])('refuses a file name with %s', async (_name, filename) => {
    expect(await expect400(valid({ filename }), 'filename')).toMatch(/file type not supported/i);
  });

  it('takes the extension in any case and refuses names over 255 characters', async () => {
    expect((await submit(valid({ filename: 'NOTES.TXT' }))).status).toBe(201);
    expect((await submit(valid({ filename: 'page.HtM' }))).status).toBe(201);
    expect((await submit(valid({ filename: `${'n'.repeat(251)}.txt` }))).status).toBe(201);
    expect(await expect400(valid({ filename: `${'n'.repeat(252)}.txt` }), 'filename')).toMatch(
      /255/,
    );
  });

  it('refuses a .txt or .html file that is not UTF-8, and strips a BOM', async () => {
    const latin1 = Buffer.from('caf\xe9 au lait', 'latin1').toString('base64');
    expect(await expect400(valid({ base64: latin1 }), 'base64')).toMatch(/UTF-8/);
    expect(await expect400(valid({ base64: latin1, filename: 'x.html' }), 'base64')).toMatch(
      /UTF-8/,
    );
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]);
    expect((await submit(valid({ base64: bom.toString('base64') }))).status).toBe(201);
  });

  it('refuses a file over 25 MB (26,214,400 bytes) and takes one of exactly that size', async () => {
    const atLimit = Buffer.alloc(MAX_FILE_BYTES, 'a').toString('base64');
    expect(
      (await submit(valid({ base64: atLimit, properties: { ...valid().properties, action: 2 } })))
        .status,
    ).toBe(201);
    const over = Buffer.alloc(MAX_FILE_BYTES + 1, 'a').toString('base64');
    expect(await expect400(valid({ base64: over }), 'base64')).toMatch(
      /25 MB \(26,214,400 bytes\)/,
    );
    // A body beyond any allowed file (40 MiB) gets the same answer before the fields are read.
    const padded = valid({ padding: 'p'.repeat(MAX_FILE_BODY_BYTES) });
    expect(await expect400(padded, 'base64')).toMatch(/25 MB/);
  });

  it('validates the properties as submit/url does, and takes the AI Source Match switches', async () => {
    const bad = await submit(valid({ properties: { ...valid().properties, expiration: 0 } }));
    expect(bad.status).toBe(400);
    expect(field(bad.json, 'error.details.0.param')).toBe('properties.expiration');
    const switches = await submit(
      valid({
        properties: {
          ...valid().properties,
          aiSourceMatch: { enable: true },
          internalAiSourceMatch: { enable: false },
        },
      }),
    );
    expect(switches.status).toBe(201);
    const wrong = await submit(
      valid({ properties: { ...valid().properties, aiSourceMatch: { enable: 'yes' } } }),
    );
    expect(wrong.status).toBe(400);
  });

  it('shares the submit rate window with submit/url', async () => {
    service.control.setLimit('submit', { max: 1, windowMs: 1000 });
    expect((await submit(valid())).status).toBe(201);
    expect((await submit(valid())).status).toBe(429);
    service.control.setLimit('submit', null);
  });

  it('lists the file types it reads, without authentication', async () => {
    const response = await service.call('GET', '/v3/miscellaneous/supported-file-types');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      textual: ['txt', 'html', 'htm', 'pdf'],
      ocr: ['png', 'jpg', 'jpeg', 'bmp', 'gif'],
    });
  });
});
