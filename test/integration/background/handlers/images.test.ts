/** `images/list`: the page's images, with addresses an extension page may not load left out. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/core/errors.ts';
import type { PageImage } from '../../../../src/shared/messages/images.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

const image = (src: string): PageImage => ({
  src,
  kind: 'img',
  alt: '',
  naturalWidth: 1024,
  naturalHeight: 768,
  estimated: false,
  shownWidth: 512,
  shownHeight: 384,
  thumbnail: false,
});

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
  w.fake.contentScript.answer('content/list-images', () =>
    ok({
      images: [image('https://cdn.example.com/a.jpg'), image('http://192.168.1.10/cam.jpg')],
      tooSmall: 2,
    }),
  );
});
afterEach(async () => {
  await w.close();
});

describe('the images of a tab', () => {
  it('leaves out local-network addresses listed by a page on the web', async () => {
    const tabId = w.fake.tabs.open({ url: 'https://example.com/post' });
    expect(await w.askOk('images/list', { tabId })).toEqual({
      images: [image('https://cdn.example.com/a.jpg')],
      tooSmall: 2,
    });
  });

  it('keeps them for a page on the local network itself', async () => {
    const tabId = w.fake.tabs.open({ url: 'http://192.168.1.10/index.html' });
    expect((await w.askOk('images/list', { tabId })).images).toHaveLength(2);
  });
});
