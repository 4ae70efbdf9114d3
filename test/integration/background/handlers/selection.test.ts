/** `selection/get`: the worker finds the tab, injects our content script if needed, and asks it. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/core/errors.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
  w.fake.contentScript.answer('content/get-selection', (_payload, tabId) =>
    ok({
      text: `selected in tab ${tabId}`,
      source: 'page',
      url: 'https://example.com/',
      title: 'Ex',
    }),
  );
});
afterEach(async () => {
  await w.close();
});

describe('the selection', () => {
  it('is read from the active tab when no tab is named, injecting the script once', async () => {
    w.fake.tabs.open({ url: 'https://example.com/a' });
    const active = w.fake.tabs.open({ url: 'https://example.com/b' });
    expect(await w.askOk('selection/get', {})).toMatchObject({ text: `selected in tab ${active}` });
    expect(await w.askOk('selection/get', { tabId: active })).toMatchObject({ source: 'page' });
    expect(w.fake.log.count('scripting.executeScript')).toBe(1);
  });

  it('injects the script into a page once across openings, two of them at once', async () => {
    const tabId = w.fake.tabs.open({ url: 'https://example.com/a' });
    const [one, two] = await Promise.all([
      w.askOk('selection/get', { tabId }),
      w.askOk('selection/get', { tabId }),
    ]);
    expect([one.text, two.text]).toEqual([`selected in tab ${tabId}`, `selected in tab ${tabId}`]);
    await w.askOk('selection/get', { tabId });
    expect(w.fake.log.count('scripting.executeScript')).toBe(1);
  });

  it('injects the first-screen script for the selection and the whole script when more is asked, each once per frame across openings', async () => {
    w.fake.contentScript.answer('content/list-images', () => ok({ images: [], tooSmall: 0 }));
    const tabId = w.fake.tabs.open({
      url: 'https://example.com/grader',
      frames: [
        {
          frameId: 4,
          url: 'https://example.com/submission',
          probe: { selected: 9, focused: true },
        },
      ],
    });
    // Two openings, each as the popup asks: the selection, then (shown) the page's images.
    for (let opening = 0; opening < 2; opening++) {
      await w.askOk('selection/get', { tabId });
      await w.askOk('images/list', { tabId });
    }
    const injected = w.fake.log
      .argsOf('scripting.executeScript')
      .map((injection) => {
        const { target, files } = injection as { target: { frameIds: number[] }; files: string[] };
        return `frame ${target.frameIds.join()}: ${files.join()}`;
      })
      .sort();
    expect(injected).toEqual([
      'frame 0: src/content/content-script.js',
      'frame 0: src/content/first-screen-script.js',
      'frame 4: src/content/content-script.js',
      'frame 4: src/content/first-screen-script.js',
    ]);
  });

  it('answers from the top document without waiting for a frame survey that does not end', async () => {
    const tabId = w.fake.tabs.open({
      url: 'https://example.com/grader',
      frames: [{ frameId: 4, url: 'https://example.com/submission' }],
    });
    w.fake.tabs.holdSurvey(tabId);
    expect(await w.askOk('selection/get', { tabId })).toEqual({
      text: `selected in tab ${tabId}`,
      source: 'page',
      url: 'https://example.com/',
      title: 'Ex',
      unsurveyed: true,
    });
  });

  it('waits for the survey when asked to, and then reads the frame that holds the selection', async () => {
    const tabId = w.fake.tabs.open({
      url: 'https://example.com/grader',
      frames: [
        {
          frameId: 4,
          url: 'https://example.com/submission',
          probe: { selected: 9, focused: true },
        },
      ],
    });
    w.fake.contentScript.answer('content/get-selection', (_payload, _tabId, frameId) =>
      ok({ text: `selected in frame ${frameId}`, source: 'page', url: 'https://x/', title: '' }),
    );
    const release = w.fake.tabs.holdSurvey(tabId);
    let answer: unknown;
    void w.askOk('selection/get', { tabId, waitForFrames: true }).then((a) => (answer = a));
    await w.until('the top document was asked', () =>
      w.fake.contentScript.received.some((m) => m.type === 'content/get-selection'),
    );
    expect(answer).toBeUndefined();
    release();
    await w.until('answered', () => answer !== undefined);
    expect(answer).toEqual({
      text: 'selected in frame 4',
      source: 'page',
      url: 'https://x/',
      title: '',
      frameId: 4,
    });
  });

  it('says there is no tab when none is open', async () => {
    expect(await w.ask('selection/get', {})).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it('says a browser page cannot be read', async () => {
    const tabId = w.fake.tabs.open({ url: 'chrome://extensions/', scriptable: false });
    expect(await w.ask('selection/get', { tabId })).toMatchObject({
      ok: false,
      error: { kind: 'permission', code: 'browser-page' },
    });
  });
});
