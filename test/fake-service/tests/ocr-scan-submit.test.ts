import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOST_MOISTURE, fakePage, wordCount } from './helpers/fake-internet-text.ts';
import { bmp, jpeg, png } from './helpers/images.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { field, startTestService, type TestService } from './helpers/service.ts';

interface Completed {
  scannedDocument: { totalWords: number; credits: number; metadata: Record<string, unknown> };
  results: { internet: { url: string; matchedWords: number }[] };
}

const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([10, 0, 10, 0, 0, 0, 0])]);

/** PUT /v3/scans/submit/ocr/{scanId}: the file route's checks plus langCode and image sniffing. */
describe('OCR scan submission and processing', () => {
  let service: TestService;
  let token: string;
  let site: Receiver;
  let counter = 0;

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
    site = await startReceiver();
  });
  afterAll(async () => {
    await service.close();
    await site.close();
  });

  const body = (scanId: string, change: Record<string, unknown> = {}) => ({
    base64: png(40, 20, { description: 'Some words in a picture.' }).toString('base64'),
    filename: 'photo.png',
    langCode: 'en',
    properties: { webhooks: { status: `${site.url}/hook/${scanId}/{STATUS}` } },
    ...change,
  });
  const submit = (change: Record<string, unknown> = {}, scanId = `ocr-${(counter += 1)}`) =>
    service.call('PUT', `/v3/scans/submit/ocr/${scanId}`, { token, json: body(scanId, change) });
  const statusCall = (scanId: string, status: string) =>
    site.waitFor((c) => c.path === `/hook/${scanId}/${status}`);
  const expect400 = async (
    change: Record<string, unknown>,
    param: string,
    id = 'invalid_parameter',
  ) => {
    const response = await submit(change);
    expect(response.status).toBe(400);
    expect(field(response.json, 'error.id')).toBe(id);
    expect(field(response.json, 'error.details.0.param')).toBe(param);
    return String(field(response.json, 'error.message'));
  };

  it('requires langCode, and one of the OCR languages', async () => {
    await expect400({ langCode: undefined }, 'langCode', 'missing_parameter');
    await expect400({ langCode: '' }, 'langCode', 'missing_parameter');
    await expect400({ langCode: 'xx' }, 'langCode');
    await expect400({ langCode: 'EN' }, 'langCode');
    expect((await submit({ langCode: 'zh-TW' })).status).toBe(201);
  });

  it('shares the file checks: base64, file name, size', async () => {
    await expect400({ base64: undefined }, 'base64', 'missing_parameter');
    await expect400({ base64: 'not base64!' }, 'base64');
    await expect400({ base64: '' }, 'base64');
    await expect400({ filename: undefined }, 'filename', 'missing_parameter');
    await expect400({ filename: `${'p'.repeat(252)}.png` }, 'filename');
    expect(await expect400({ filename: 'notes.txt' }, 'filename')).toMatch(
      /file type not supported/i,
    );
    expect(await expect400({ filename: 'photo.webp' }, 'filename')).toMatch(
      /file type not supported/i,
    );
  });

  it('refuses bytes that are not an image of the kind the name says', async () => {
    const text = Buffer.from('just some text').toString('base64');
    expect(await expect400({ base64: text }, 'base64')).toMatch(/not a PNG image/);
    await expect400({ filename: 'photo.jpg' }, 'base64');
    await expect400({ filename: 'photo.gif' }, 'base64');
    await expect400({ base64: jpeg(10, 10).toString('base64'), filename: 'x.bmp' }, 'base64');
  });

  it('takes every OCR image kind by its bytes, extension in any case', async () => {
    expect(
      (await submit({ base64: jpeg(10, 10).toString('base64'), filename: 'a.JPEG' })).status,
    ).toBe(201);
    expect(
      (await submit({ base64: jpeg(10, 10).toString('base64'), filename: 'a.jpg' })).status,
    ).toBe(201);
    expect(
      (await submit({ base64: bmp(10, 10).toString('base64'), filename: 'a.bmp' })).status,
    ).toBe(201);
    expect((await submit({ base64: GIF.toString('base64'), filename: 'a.gif' })).status).toBe(201);
  });

  it('reads a PNG Description tEXt chunk as the text, matches it and charges per 250 words', async () => {
    const image = png(300, 100, { description: `From a photo of a leaflet: ${COMPOST_MOISTURE}` });
    expect(
      (await submit({ base64: image.toString('base64'), filename: 'leaflet.png' }, 'ocr-png'))
        .status,
    ).toBe(201);
    const completed = (await statusCall('ocr-png', 'completed')).json as Completed;
    expect(completed.scannedDocument.metadata).toEqual({ filename: 'leaflet.png' });
    expect(completed.scannedDocument.totalWords).toBe(wordCount(COMPOST_MOISTURE) + 6);
    expect(completed.scannedDocument.credits).toBe(1);
    expect(completed.results.internet.map((r) => r.url)).toEqual([fakePage('home-composting').url]);
    expect(completed.results.internet[0]?.matchedWords).toBe(wordCount(COMPOST_MOISTURE));
  });

  it('reads an iTXt Description (UTF-8) and a JPEG comment', async () => {
    const itxt = png(10, 10, { descriptionItxt: 'Grüße aus der Küche, ein kurzer Text' });
    await submit({ base64: itxt.toString('base64') }, 'ocr-itxt');
    expect(
      ((await statusCall('ocr-itxt', 'completed')).json as Completed).scannedDocument.totalWords,
    ).toBe(7);
    const commented = jpeg(10, 10, { comment: 'three words here' });
    await submit({ base64: commented.toString('base64'), filename: 'c.jpg' }, 'ocr-jpeg');
    expect(
      ((await statusCall('ocr-jpeg', 'completed')).json as Completed).scannedDocument.totalWords,
    ).toBe(3);
  });

  it('an image without text fails with "No text was found in the image."', async () => {
    await submit(
      { base64: png(10, 10, { salt: 'no description' }).toString('base64') },
      'ocr-none',
    );
    await submit({ base64: bmp(10, 10).toString('base64'), filename: 'b.bmp' }, 'ocr-bmp');
    for (const scanId of ['ocr-none', 'ocr-bmp']) {
      const error = (await statusCall(scanId, 'error')).json as {
        status: number;
        error: { message: string };
      };
      expect(error.status).toBe(1);
      expect(error.error.message).toBe('No text was found in the image.');
    }
  });
});
