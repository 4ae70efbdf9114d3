import { bench, describe } from 'vitest';
import { ok } from '../../src/core/errors.ts';
import { backgroundProtocol } from '../../src/shared/messages/index.ts';
import { dispatch, HandlerRegistry } from '../../src/shared/messages/dispatch.ts';
import { envelope } from '../../src/shared/messages/envelope.ts';

const registry = new HandlerRegistry(backgroundProtocol);
registry.register('selection/get', () =>
  Promise.resolve(ok({ text: 'x', source: 'page' as const, url: 'u', title: 't' })),
);
const self = { id: 'id', origin: 'chrome-extension://id/' };
const sender = { id: 'id', url: 'chrome-extension://id/src/popup/index.html' };
const message = envelope('selection/get', { tabId: 12 });

describe('message dispatch (envelope, sender and payload checks)', () => {
  bench('dispatch one valid message', async () => {
    await dispatch(registry, message, sender, self, { checkSender: true });
  });
});
