/**
 * submitFile and submitOcr of the client against the fake service over real HTTP: what the
 * service takes, a repeat after a lost answer, what the client refuses before sending anything,
 * and the service's own refusals coming back as error values that name the field.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FILE_SCAN_MAX_BYTES,
  generateScanId,
  parseStatusWebhook,
  type FileScanRequest,
  type OcrScanRequest,
} from '../../src/api/index.ts';
import { wordCount } from '../fake-service/tests/helpers/fake-internet-text.ts';
import { jpeg, png } from '../fake-service/tests/helpers/images.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { ACCOUNT, startHarness, type Harness } from './helpers/setup.ts';

let h: Harness;
let site: Receiver;

beforeEach(async () => {
  h = await startHarness();
  site = await startReceiver(() => ({ status: 200 }));
});

afterEach(async () => {
  await h.svc.close();
  await site.close();
});

const ESSAY =
  'Grüße aus Zürich: the old harbour keepers trimmed the wicks, wound the clockwork and ' +
  'watched the lamp through the night — naïve café talk says they never slept.';
const OCR_TEXT = 'Words printed on a leaflet about keeping compost moist in a dry summer.';

const base64 = (content: string | Buffer): string => Buffer.from(content).toString('base64');

const properties = (scanId: string) => ({
  webhooks: { status: `${site.url}/hook/${scanId}/{STATUS}` },
});

const fileRequest = (scanId: string, change: Partial<FileScanRequest> = {}): FileScanRequest => ({
  base64: base64(ESSAY),
  filename: 'Essay on lighthouses (selection).txt',
  properties: properties(scanId),
  ...change,
});

const ocrRequest = (scanId: string, change: Partial<OcrScanRequest> = {}): OcrScanRequest => ({
  base64: png(300, 100, { description: OCR_TEXT }).toString('base64'),
  filename: 'leaflet.png',
  langCode: 'en',
  properties: properties(scanId),
  ...change,
});

/** The completed webhook of a scan, read with the client's own webhook schema. */
async function completed(scanId: string) {
  const call = await site.waitFor((c) => c.path === `/hook/${scanId}/completed`);
  const parsed = parseStatusWebhook('completed', call.json);
  if (parsed.event !== 'completed') throw new Error(`Not a completed webhook: ${parsed.event}`);
  return parsed.payload;
}

const submitsTo = (route: 'file' | 'ocr', scanId: string) =>
  h.svc.control.requests.filter(
    (r) => r.method === 'PUT' && r.path === `/v3/scans/submit/${route}/${scanId}`,
  );

/** Base64 of `bytes` zero bytes, built without allocating them. */
function zeros(bytes: number): string {
  const rest = bytes % 3;
  return 'A'.repeat(Math.floor(bytes / 3) * 4) + (rest === 2 ? 'AAA=' : rest === 1 ? 'AA==' : '');
}

describe('submitFile against the fake service', () => {
  it('sends a UTF-8 .txt; the service creates the scan and reads the text as sent', async () => {
    const scanId = generateScanId();
    expect(await h.client.submitFile(scanId, fileRequest(scanId))).toMatchObject({
      ok: true,
      value: { status: 'created', scanId },
    });
    expect(submitsTo('file', scanId).map((r) => r.status)).toEqual([201]);
    expect(h.svc.control.scans(ACCOUNT.email).map((s) => s.scanId)).toEqual([scanId]);
    const payload = await completed(scanId);
    expect(payload.scannedDocument.scanId).toBe(scanId);
    expect(payload.scannedDocument.totalWords).toBe(wordCount(ESSAY));
    expect(payload.scannedDocument['metadata']).toEqual({
      filename: 'Essay on lighthouses (selection).txt',
    });
  });

  it('takes a file name of exactly 255 characters', async () => {
    const scanId = generateScanId();
    const filename = `${'n'.repeat(251)}.txt`;
    expect(filename).toHaveLength(255);
    expect(await h.client.submitFile(scanId, fileRequest(scanId, { filename }))).toMatchObject({
      ok: true,
      value: { status: 'created', scanId },
    });
  });

  it('reports already-submitted when the answer was lost and the repeat meets the scan', async () => {
    const scanId = generateScanId();
    await h.client.login();
    h.svc.control.faults.add({ route: `/v3/scans/submit/file/${scanId}`, kind: 'drop-answer' });
    expect(await h.client.submitFile(scanId, fileRequest(scanId))).toEqual({
      ok: true,
      value: { status: 'already-submitted', scanId },
    });
    // The first attempt created the scan; the repeat with the same id was refused with 409.
    const attempts = submitsTo('file', scanId);
    expect(attempts).toHaveLength(2);
    expect(attempts.at(-1)?.status).toBe(409);
    expect(h.svc.control.scans(ACCOUNT.email).map((s) => s.scanId)).toEqual([scanId]);
  });

  it('reports a reused id as a conflict when the first attempt got its answer', async () => {
    const scanId = generateScanId();
    expect((await h.client.submitFile(scanId, fileRequest(scanId))).ok).toBe(true);
    expect(await h.client.submitFile(scanId, fileRequest(scanId))).toMatchObject({
      ok: false,
      error: { kind: 'conflict', status: 409 },
    });
  });
});

describe('submitFile refuses before any request', () => {
  it.each([
    ['empty base64', { base64: '' }, 'base64', 'The file is empty.'],
    [
      'a character outside base64',
      { base64: 'abc$' },
      'base64',
      'base64 is not valid base64 (no data: prefix, no line breaks).',
    ],
    [
      'a data: prefix',
      { base64: `data:text/plain;base64,${base64(ESSAY)}` },
      'base64',
      'base64 is not valid base64 (no data: prefix, no line breaks).',
    ],
    [
      'line breaks',
      { base64: base64(ESSAY).replace(/(.{76})/g, '$1\n') },
      'base64',
      'base64 is not valid base64 (no data: prefix, no line breaks).',
    ],
    [
      'a length that is not a multiple of 4',
      { base64: 'aGk' },
      'base64',
      'base64 is not valid base64 (no data: prefix, no line breaks).',
    ],
    [
      'a file name without an extension',
      { filename: 'Essay on lighthouses' },
      'filename',
      'filename needs an extension (.txt, .pdf …): the service takes the type from it.',
    ],
    [
      'a file name of 256 characters',
      { filename: `${'n'.repeat(252)}.txt` },
      'filename',
      'filename can be at most 255 characters; it has 256.',
    ],
    ['an empty file name', { filename: '' }, 'filename', 'filename is required.'],
  ] as const)('%s', async (_name, change, field, message) => {
    const scanId = generateScanId();
    const result = await h.client.submitFile(scanId, fileRequest(scanId, change));
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-input', field, message } });
    // Not even a login.
    expect(h.svc.control.requests).toHaveLength(0);
  });

  it('refuses a bad scan id', async () => {
    const result = await h.client.submitFile('a b', fileRequest('a-b'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'scanId' } });
    expect(h.svc.control.requests).toHaveLength(0);
  });

  // A string this long once overflowed the base64 check's regexp stack (a RangeError, thrown).
  it('refuses a file of 25 MB and 1 byte, saying its size', async () => {
    const scanId = generateScanId();
    const huge = zeros(FILE_SCAN_MAX_BYTES + 1);
    expect(huge).toHaveLength(34_952_536);
    const result = await h.client.submitFile(scanId, fileRequest(scanId, { base64: huge }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'base64' } });
    expect(result.ok || result.error.message).toBe(
      'The file is 25.0 MB (26,214,401 bytes); the service takes at most 25.0 MB (26,214,400 bytes).',
    );
    expect(h.svc.control.requests).toHaveLength(0);
  });
});

describe('the service’s own refusals of a file come back as values naming the field', () => {
  it('a .txt that is not UTF-8', async () => {
    const scanId = generateScanId();
    const latin1 = Buffer.from('Grüße', 'latin1').toString('base64');
    const result = await h.client.submitFile(scanId, fileRequest(scanId, { base64: latin1 }));
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        status: 400,
        field: 'base64',
        message: 'The file is not valid UTF-8 text.',
      },
    });
    expect(submitsTo('file', scanId).map((r) => r.status)).toEqual([400]);
  });

  it('a type the service does not read', async () => {
    const scanId = generateScanId();
    const result = await h.client.submitFile(scanId, fileRequest(scanId, { filename: 'a.docx' }));
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', status: 400, field: 'filename' },
    });
    expect(result.ok || result.error.message).toMatch(/not supported/i);
    expect(h.svc.control.scans(ACCOUNT.email)).toHaveLength(0);
  });
});

describe('submitOcr against the fake service', () => {
  it('sends a PNG; the service reads its text and creates the scan', async () => {
    const scanId = generateScanId();
    expect(await h.client.submitOcr(scanId, ocrRequest(scanId))).toMatchObject({
      ok: true,
      value: { status: 'created', scanId },
    });
    expect(submitsTo('ocr', scanId).map((r) => r.status)).toEqual([201]);
    const payload = await completed(scanId);
    expect(payload.scannedDocument.totalWords).toBe(wordCount(OCR_TEXT));
    expect(payload.scannedDocument['metadata']).toEqual({ filename: 'leaflet.png' });
  });

  it('sends a JPEG under an upper-case extension', async () => {
    const scanId = generateScanId();
    const request = ocrRequest(scanId, {
      base64: jpeg(10, 10, { comment: 'three words here' }).toString('base64'),
      filename: 'PHOTO.JPG',
      langCode: 'zh-CN',
    });
    expect(await h.client.submitOcr(scanId, request)).toMatchObject({
      ok: true,
      value: { status: 'created', scanId },
    });
  });

  it.each([
    ['a .webp file name', { filename: 'leaflet.webp' }, 'filename'],
    ['a .txt file name', { filename: 'leaflet.txt' }, 'filename'],
    ['the language "english"', { langCode: 'english' }, 'langCode'],
    ['the language "EN"', { langCode: 'EN' }, 'langCode'],
    ['empty base64', { base64: '' }, 'base64'],
  ] as const)('refuses %s before any request', async (_name, change, field) => {
    const scanId = generateScanId();
    const result = await h.client.submitOcr(scanId, ocrRequest(scanId, change));
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', field } });
    expect(result.ok || Object.keys(result.error).sort()).toEqual(['field', 'kind', 'message']);
    expect(h.svc.control.requests).toHaveLength(0);
  });

  it('reports a language the client takes but the service does not know as a value naming langCode', async () => {
    const scanId = generateScanId();
    const result = await h.client.submitOcr(scanId, ocrRequest(scanId, { langCode: 'xx' }));
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        status: 400,
        code: 'invalid_parameter',
        field: 'langCode',
        message: 'langCode is not one of the OCR languages (/v3/miscellaneous/ocr-languages-list).',
      },
    });
    // Sent once: a refusal is not repeated.
    expect(submitsTo('ocr', scanId).map((r) => r.status)).toEqual([400]);
    expect(h.svc.control.scans(ACCOUNT.email)).toHaveLength(0);
  });

  it('reports bytes that are not the image the name says as a value naming base64', async () => {
    const scanId = generateScanId();
    const result = await h.client.submitOcr(
      scanId,
      ocrRequest(scanId, { base64: base64(ESSAY), filename: 'leaflet.png' }),
    );
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', status: 400, field: 'base64' },
    });
  });
});
