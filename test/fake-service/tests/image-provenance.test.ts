import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heic, jpeg, png } from './helpers/images.ts';
import { DEMO_ACCOUNT, field, startTestService, type TestService } from './helpers/service.ts';

/**
 * The service's own refusals on the two image provenance endpoints, for requests a careful client
 * never sends (the client's checks are tested in test/integration/image-provenance.test.ts).
 */
describe('image plagiarism and object detection endpoints', () => {
  let service: TestService;
  let token: string;

  const upload = (path: string, image: Buffer, fields: Record<string, string>) => {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(image)]), fields.filename ?? 'x.png');
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return service.call('POST', path, { token, body: form });
  };

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
  });
  afterAll(() => service.close());

  it('plagiarism: refuses HEIC and over 75 megapixels with 400, charging nothing', async () => {
    const before = service.control.credits(DEMO_ACCOUNT.email);
    const path = '/v1/image-plagiarism-detector/web-1/check';
    for (const [image, filename] of [
      [heic(1024, 768), 'a.jpg'],
      [png(10_000, 7_501), 'a.png'],
    ] as const) {
      const refused = await upload(path, image, { filename });
      expect(refused.status, filename).toBe(400);
    }
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(before);
  });

  it('plagiarism: takes an image under 512 px, and JSON is refused', async () => {
    const small = await upload('/v1/image-plagiarism-detector/web-2/check', jpeg(200, 100), {
      filename: 'copied.jpg',
    });
    expect(small.status).toBe(200);
    expect(field(small.json, 'matches.score.fullMatches')).toBe(2);
    const json = await service.call('POST', '/v1/image-plagiarism-detector/web-3/check', {
      token,
      json: { base64: 'AAAA', filename: 'a.jpg' },
    });
    expect(json.status).toBe(400);
  });

  it('object detection: needs at least one object name, and the AI check’s minimum size', async () => {
    const path = '/v1/object-detection/obj-1/check';
    const none = await upload(path, png(800, 600), { filename: 'a.png' });
    expect(none.status).toBe(400);
    const small = await upload(path, png(300, 300), {
      filename: 'a.png',
      objectDetection: '[{"object":"face"}]',
    });
    expect(small.status).toBe(400);
    const fine = await upload(path, png(800, 600), {
      filename: 'a.png',
      objectDetection: '[{"object":"face"}]',
    });
    expect(fine.status).toBe(200);
    expect(field(fine.json, 'imageInfo.shape.width')).toBe(800);
  });
});
