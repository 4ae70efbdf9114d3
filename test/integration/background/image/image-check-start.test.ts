/** Image checks: the worker fetches the bytes, refuses what the service would, and sends the rest. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/core/errors.ts';
import { fromBase64, toBase64 } from '../../../../src/core/base64.ts';
import { png } from '../../../unit/api/helpers/images.ts';
import { startReceiver, type Receiver } from '../../helpers/receiver.ts';
import { finished, onlyId } from '../helpers/check-waits.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

const PHOTO = png(1024, 768);
const SKETCH = png(800, 600);
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><circle r="40"/></svg>';

let w: TestWorker;
let site: Receiver;
let tabId: number;

beforeEach(async () => {
  w = await startWorker();
  // A page and its images on this machine (the fake service and the worker only fetch loopback).
  site = await startReceiver((call) => {
    if (call.path === '/photo.png') return { body: PHOTO, contentType: 'image/png' };
    if (call.path === '/sketch.png') return { body: SKETCH, contentType: 'image/png' };
    if (call.path === '/icon.png') return { body: png(300, 200), contentType: 'image/png' };
    if (call.path === '/logo.svg') return { body: LOGO, contentType: 'image/svg+xml' };
    return { status: 403, body: 'no' };
  });
  tabId = w.fake.tabs.open({ url: `${site.url}/gallery.html`, title: 'Gallery' });
  w.fake.contentScript.answer('content/best-image-source', ({ src }) => ok({ src }));
  w.fake.contentScript.answer('content/show-image-mask', () => ok({ shown: 1 }));
});

afterEach(async () => {
  await w.close();
  await site.close();
});

const imageRequests = (): number => w.requestsTo('/ai-image-detector/');

describe('image checks', () => {
  it('fetches the image, sends its bytes and paints the answer on the page', async () => {
    const src = `${site.url}/photo.png`;
    const group = await w.askOk('checks/start-image', { tabId, src });
    const id = onlyId(group);
    expect(group.checks[0]).toMatchObject({
      kind: 'ai-image',
      status: 'pending',
      imageSrc: src,
      source: { tabId, origin: 'image', url: `${site.url}/gallery.html`, title: 'Gallery' },
      image: { naturalWidth: 1024, naturalHeight: 768, sentWidth: 1024, sentHeight: 768 },
    });
    expect(site.calls.filter((c) => c.path === '/photo.png')).toHaveLength(1);

    expect(await finished(w, id)).toMatchObject({ status: 'done', credits: 1 });
    const sent = w.svc.control.images.find((image) => image.scanId === id);
    expect(sent && new Uint8Array(sent.bytes)).toEqual(PHOTO);
    await w.until(
      'the mask on the page',
      () => w.fake.contentScript.payloadsOf('content/show-image-mask').length > 0,
    );
    expect(w.fake.contentScript.payloadsOf('content/show-image-mask')[0]).toMatchObject({
      src,
      width: 1024,
      height: 768,
    });
    await w.until('the AI share on the badge', () => w.fake.badge(tabId).text?.endsWith('%'));
    // The file is dropped once the service answered.
    expect(await (await w.history()).getInput(id)).toBeUndefined();
  });

  it('refuses an image too small to check, with its size, and sends nothing', async () => {
    const group = await w.askOk('checks/start-image', { tabId, src: `${site.url}/icon.png` });
    expect(group.checks[0]).toMatchObject({
      status: 'failed',
      error: {
        kind: 'invalid-input',
        message: 'The image must be at least 512x512 px; this one is 300x200 px.',
      },
    });
    await w.until('the failure on the badge', () => w.fake.badge(tabId).text === '!');
    expect(imageRequests()).toBe(0);
  });

  it('does not fetch a local address for a page on the web', async () => {
    const elsewhere = w.fake.tabs.open({ url: 'https://example.com/post' });
    const group = await w.askOk('checks/start-image', {
      tabId: elsewhere,
      src: `${site.url}/photo.png`,
    });
    expect(group.checks[0]).toMatchObject({ status: 'failed', error: { code: 'address-refused' } });
    expect(site.calls).toHaveLength(0);
    expect(imageRequests()).toBe(0);
  });

  it('asks the page for the bytes when the worker may not read them', async () => {
    w.fake.contentScript.answer('content/read-image', () =>
      ok({ base64: toBase64(SKETCH), mime: 'image/png' }),
    );
    const src = `${site.url}/members-only.png`;
    const id = onlyId(await w.askOk('checks/start-image', { tabId, src }));
    expect(w.fake.contentScript.payloadsOf('content/read-image')).toEqual([{ src }]);
    expect(await finished(w, id)).toMatchObject({ status: 'done', image: { naturalWidth: 800 } });
  });

  it('answers the same image from history, and checks it again on a rerun', async () => {
    const src = `${site.url}/sketch.png`;
    const firstId = onlyId(await w.askOk('checks/start-image', { tabId, src }));
    await finished(w, firstId);

    const again = await w.askOk('checks/start-image', { tabId, src });
    expect(again.checks[0]).toMatchObject({ status: 'done', cachedFrom: firstId, credits: 0 });
    expect(imageRequests()).toBe(1);

    const rerun = await w.askOk('checks/rerun', { ids: again.ids });
    const rerunId = onlyId(rerun);
    expect(rerun.checks[0]).toMatchObject({ kind: 'ai-image', status: 'pending', imageSrc: src });
    expect(await finished(w, rerunId)).toMatchObject({ status: 'done', credits: 1 });
    expect(w.requestsTo(`/ai-image-detector/${rerunId}/check`)).toBe(1);
    expect(site.calls.filter((c) => c.path === '/sketch.png')).toHaveLength(3);
  });

  it('has an SVG drawn into a PNG by the page, and sends the PNG', async () => {
    const drawn = png(1024, 512);
    w.fake.contentScript.answer('content/draw-svg', () =>
      ok({ base64: toBase64(drawn), width: 1024, height: 512 }),
    );
    const src = `${site.url}/logo.svg`;
    const id = onlyId(await w.askOk('checks/start-image', { tabId, src }));
    const [asked] = w.fake.contentScript.payloadsOf('content/draw-svg');
    expect(asked?.src).toBe(src);
    expect(asked && new TextDecoder().decode(fromBase64(asked.base64) ?? undefined)).toBe(LOGO);

    const done = await finished(w, id);
    expect(done).toMatchObject({
      status: 'done',
      image: { sentWidth: 1024, sentHeight: 512, original: { refit: ['format'] } },
    });
    const sent = w.svc.control.images.find((image) => image.scanId === id);
    expect(sent && new Uint8Array(sent.bytes)).toEqual(drawn);
  });
});
