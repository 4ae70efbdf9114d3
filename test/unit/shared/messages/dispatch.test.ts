import { describe, expect, it } from 'vitest';
import { ok } from '../../../../src/core/errors.ts';
import { backgroundProtocol } from '../../../../src/shared/messages/index.ts';
import {
  classifySender,
  dispatch,
  HandlerRegistry,
} from '../../../../src/shared/messages/dispatch.ts';
import { envelope } from '../../../../src/shared/messages/envelope.ts';

const self = { id: 'ourid', origin: 'chrome-extension://ourid/' };
const page = { id: 'ourid', url: 'chrome-extension://ourid/src/popup/index.html' };
const contentScript = { id: 'ourid', url: 'https://example.com/a', tabId: 7 };

function registry(): HandlerRegistry<typeof backgroundProtocol> {
  const r = new HandlerRegistry(backgroundProtocol);
  r.register('runtime/ping', () => Promise.resolve(ok({ version: '1.2.3', startedAt: 5 })));
  r.register('selection/get', ({ tabId }) =>
    Promise.resolve(ok({ text: `tab ${tabId}`, source: 'page' as const, url: 'u', title: 't' })),
  );
  r.register('account/get', () => Promise.reject(new Error('storage exploded')));
  return r;
}

describe('classifySender', () => {
  it('tells extension pages, content scripts and strangers apart', () => {
    expect(classifySender(page, self)).toBe('extension-page');
    // The options page opened in a tab still has our origin, so it is a page, not a content script.
    expect(classifySender({ ...page, tabId: 3 }, self)).toBe('extension-page');
    expect(classifySender(contentScript, self)).toBe('content-script');
    expect(classifySender({ ...contentScript, id: 'otherextension' }, self)).toBeUndefined();
    expect(classifySender({ id: 'ourid', url: 'https://example.com' }, self)).toBeUndefined();
  });
});

describe('dispatch', () => {
  const run = (message: unknown, sender = page) =>
    dispatch(registry(), message, sender, self, { checkSender: true });

  it('runs the handler with the validated payload', async () => {
    expect(await run(envelope('selection/get', { tabId: 4 }))).toEqual({
      ok: true,
      value: { text: 'tab 4', source: 'page', url: 'u', title: 't' },
    });
  });

  it('ignores messages that are not ours, so other listeners may answer', async () => {
    expect(await run({ hello: 'world' })).toBeUndefined();
    expect(await run('text')).toBeUndefined();
  });

  it('refuses a page-only message from a content script', async () => {
    const result = await run(envelope('selection/get', {}), contentScript);
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('allows a content script what its spec allows', async () => {
    expect(await run(envelope('runtime/ping', {}), contentScript)).toEqual({
      ok: true,
      value: { version: '1.2.3', startedAt: 5 },
    });
  });

  it('refuses another extension', async () => {
    const result = await run(envelope('runtime/ping', {}), { ...page, id: 'intruder' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('names the field of an invalid payload', async () => {
    const result = await run(envelope('selection/get', { tabId: -1 }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'tabId' } });
  });

  it('rejects unknown types, including inherited property names', async () => {
    for (const type of ['nope', 'toString', '__proto__']) {
      expect(await run(envelope(type, {}))).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input' },
      });
    }
  });

  it('turns a throwing handler into an internal error value', async () => {
    const result = await run(envelope('account/get', {}));
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(result?.ok === false && result.error.message).toContain('storage exploded');
  });

  it('asks a stale content script to reload on a protocol version mismatch', async () => {
    const result = await run({ ...envelope('runtime/ping', {}), version: 0 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(result?.ok === false && result.error.message).toContain('reload');
  });

  it('answers a message without a handler as a bug', async () => {
    const result = await run(envelope('account/forget', {}));
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });
});

describe('HandlerRegistry', () => {
  it('refuses a second handler for the same message', () => {
    const r = registry();
    expect(() =>
      r.register('runtime/ping', () => Promise.resolve(ok({ version: 'x', startedAt: 1 }))),
    ).toThrow(/already registered/);
  });
});
