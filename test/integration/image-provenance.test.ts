/** Image plagiarism and object detection: the client against the local service over HTTP. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MATCH_TYPE } from '../../src/api/index.ts';
import { decodeMask } from '../../src/shared/mask/rle.ts';
import { gif, heic, icoWithPng, jpeg, png } from '../unit/api/helpers/images.ts';
import { ACCOUNT, startHarness, type Harness } from './helpers/setup.ts';

let h: Harness;

beforeEach(async () => {
  h = await startHarness();
});

afterEach(() => h.svc.close());

describe('where else an image is on the web', () => {
  it('lists full copies first, each with its pages, and charges one credit', async () => {
    const before = h.svc.control.credits(ACCOUNT.email);
    const found = await h.client.findImageOnWeb('web-1', {
      bytes: jpeg(300, 200),
      filename: 'copied-photo.jpg',
    });
    if (!found.ok) throw new Error(found.error.message);
    const { matches, scannedImage } = found.value;
    expect(matches.score).toEqual({ totalMatches: 3, fullMatches: 2, partialMatches: 1 });
    expect(matches.internet.map((m) => m.matchType)).toEqual([
      MATCH_TYPE.full,
      MATCH_TYPE.full,
      MATCH_TYPE.partial,
    ]);
    expect(new Set(matches.internet.map((m) => m.url)).size).toBe(3);
    expect(matches.internet[0]?.webPages?.length).toBeGreaterThan(0);
    // A match found on no page has no webPages at all.
    expect(matches.internet[2]).not.toHaveProperty('webPages');
    expect(scannedImage).toMatchObject({ scanId: 'web-1', width: 300, height: 200 });
    expect(h.svc.control.credits(ACCOUNT.email)).toBe(before - 1);
  });

  it('says when nothing was found, and costs nothing in sandbox mode', async () => {
    const before = h.svc.control.credits(ACCOUNT.email);
    const found = await h.client.findImageOnWeb('web-2', {
      bytes: png(64, 64),
      filename: 'unique-drawing.png',
      sandbox: true,
    });
    expect(found).toMatchObject({
      ok: true,
      value: { matches: { internet: [], score: { totalMatches: 0 } } },
    });
    expect(h.svc.control.credits(ACCOUNT.email)).toBe(before);
  });

  it('takes GIF and ICO, which the AI check does not', async () => {
    for (const [bytes, filename] of [
      [gif(320, 240), 'anim.gif'],
      [icoWithPng(256, 256), 'favicon.ico'],
    ] as const) {
      const found = await h.client.findImageOnWeb(`web-${filename.length}`, { bytes, filename });
      expect(found.ok, filename).toBe(true);
    }
  });

  it('refuses HEIC and over 20 MB before anything is sent', async () => {
    const big = new Uint8Array(20_000_000);
    big.set(jpeg(4000, 3000));
    for (const [bytes, filename] of [
      [heic(1024, 768), 'IMG_0001.jpg'],
      [big, 'huge.jpg'],
    ] as const) {
      const found = await h.client.findImageOnWeb('web-3', { bytes, filename });
      expect(found).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
    expect(h.requestsTo('/image-plagiarism-detector/')).toBe(0);
  });
});

describe('objects in an image, on their own endpoint', () => {
  it('answers a mask per object found, by name, inside the image', async () => {
    const found = await h.client.detectObjects('obj-1', {
      bytes: png(800, 600),
      filename: 'people.png',
      objectDetection: [{ object: 'face' }, { object: 'missing-unicorn' }],
    });
    if (!found.ok) throw new Error(found.error.message);
    expect(found.value.imageInfo?.shape).toEqual({ width: 800, height: 600 });
    const names = (found.value.detectedObjects ?? []).map((o) => o.object);
    // Objects not found are left out: match by name, not by position.
    expect(names).toEqual(['face']);
    for (const detected of found.value.detectedObjects ?? []) {
      const mask = decodeMask(detected.mask ?? { starts: [], lengths: [] }, {
        width: 800,
        height: 600,
      });
      expect(mask.ok).toBe(true);
    }
  });

  it('finds every object named in a file called "objects", so journeys can predict them', async () => {
    const found = await h.client.detectObjects('obj-3', {
      bytes: png(800, 600),
      filename: 'objects-crowd.png',
      objectDetection: ['face', 'hand', 'missing-cat'].map((object) => ({ object })),
    });
    if (!found.ok) throw new Error(found.error.message);
    expect((found.value.detectedObjects ?? []).map((o) => o.object)).toEqual(['face', 'hand']);
  });

  it('refuses more than 3 objects and an image under 512 px before sending', async () => {
    const four = await h.client.detectObjects('obj-2', {
      bytes: png(800, 600),
      filename: 'a.png',
      objectDetection: ['face', 'hand', 'car', 'dog'].map((object) => ({ object })),
    });
    const small = await h.client.detectObjects('obj-3', {
      bytes: png(300, 300),
      filename: 'a.png',
      objectDetection: [{ object: 'face' }],
    });
    for (const refused of [four, small])
      expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(h.requestsTo('/object-detection/')).toBe(0);
  });
});
