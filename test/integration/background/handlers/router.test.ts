/** The worker's one message router: every message has a handler, and only allowed senders reach it. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../../src/shared/messages/define.ts';
import { envelope } from '../../../../src/shared/messages/envelope.ts';
import { backgroundProtocol } from '../../../../src/shared/messages/index.ts';
import { offscreenProtocol } from '../../../../src/shared/messages/offscreen.ts';
import { outlineProtocol } from '../../../../src/shared/messages/offscreen-article.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

const pageOnly = Object.entries(backgroundProtocol)
  .filter(([, spec]) => !spec.from.some((kind) => kind === 'content-script'))
  .map(([type]) => type);

describe('the message router', () => {
  it('has a handler for every message of the protocol once the worker started', async () => {
    const registry = await w.registry();
    const missing = Object.keys(backgroundProtocol).filter((type) => !registry.has(type));
    expect(missing).toEqual([]);
  });

  it('answers a page of ours, and records what it said', async () => {
    const startedAt: unknown = expect.any(Number);
    expect(await w.ask('runtime/ping', {})).toEqual({
      ok: true,
      value: { version: '0.1.0', startedAt },
    });
    expect(w.exchanges).toMatchObject([
      {
        type: 'runtime/ping',
        reply: { ok: true, value: { version: '0.1.0', startedAt } },
      },
    ]);
  });

  it('refuses a content script everything but what it may ask, before any handler runs', async () => {
    expect(pageOnly.length).toBeGreaterThan(30);
    const tabId = w.fake.tabs.open({ url: 'https://example.com/' });
    const fromPage = w.fake.contentScriptSender(tabId);
    for (const type of pageOnly) {
      const reply = await w.fake.sendToWorker(envelope(type, {}), fromPage);
      expect(reply, type).toMatchObject({
        ok: false,
        error: { kind: 'forbidden', message: `"${type}" may not be sent from content-script.` },
      });
    }
    // Nothing was read, stored or asked for on the way.
    expect(w.fake.contentScript.received).toEqual([]);
    expect(w.requestsTo('/')).toBe(0);
    expect(await w.ask('runtime/ping', {}, fromPage)).toMatchObject({ ok: true });
  });

  it('leaves the hidden page its own messages, which a content script sends it past the worker', async () => {
    const fromPage = w.fake.contentScriptSender(w.fake.tabs.open({ url: 'https://example.com/' }));
    for (const type of Object.keys({ ...offscreenProtocol, ...outlineProtocol })) {
      // No answer from the worker: the hidden page's is the one the script gets.
      await expect(
        w.fake.sendToWorker(envelope(type, { html: '<p>x</p>' }), fromPage),
      ).rejects.toThrow(/Receiving end does not exist/);
    }
    // A type nobody knows is still refused by name.
    expect(await w.fake.sendToWorker(envelope('offscreen/unknown', {}), fromPage)).toMatchObject({
      ok: false,
      error: { message: 'Unknown message "offscreen/unknown".' },
    });
  });

  it('refuses other extensions and senders that are neither our pages nor our content script', async () => {
    const stranger = {
      id: 'another-extension-id',
      url: 'chrome-extension://another-extension-id/x.html',
    };
    expect(await w.ask('account/get', {}, stranger)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    const noTab = { id: w.fake.extensionId, url: 'https://example.com/' };
    expect(await w.ask('runtime/ping', {}, noTab)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });

  it('checks the payload, the type and the version before any handler runs', async () => {
    expect(
      await w.fake.sendToWorker(
        envelope('checks/get', { ids: ['no spaces allowed'] }),
        w.fake.pageSender(),
      ),
    ).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'ids.0' } });
    expect(
      await w.fake.sendToWorker(envelope('checks/explode', {}), w.fake.pageSender()),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    const old = { ...envelope('runtime/ping', {}), version: PROTOCOL_VERSION + 1 };
    expect(await w.fake.sendToWorker(old, w.fake.pageSender())).toMatchObject({
      ok: false,
      error: { message: 'The extension was updated: reload this page and try again.' },
    });
  });

  it('leaves messages that are not ours unanswered', async () => {
    await expect(w.fake.sendToWorker({ hello: 'world' }, w.fake.pageSender())).rejects.toThrow(
      /Receiving end does not exist/,
    );
  });
});
