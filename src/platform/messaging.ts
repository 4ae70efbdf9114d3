/**
 * The browser side of the message contract: sending to the worker or a tab, and listening.
 * All checks live in the pure modules under ./messages; this file only moves envelopes.
 */
import * as v from 'valibot';
import { browser, type Runtime } from './browser.ts';
import { appError, type AppError, type Result } from '../core/errors.ts';
import {
  backgroundProtocol,
  contentProtocol,
  type BackgroundProtocol,
  type ContentProtocol,
  type Protocol,
  type RequestOf,
  type ResponseOf,
} from '../shared/messages/index.ts';
import { dispatch, envelope, type HandlerRegistry } from '../shared/messages/dispatch.ts';
import { EnvelopeSchema } from '../shared/messages/envelope.ts';
import { readReply } from '../shared/messages/reply.ts';

/** Chrome's words when nobody listens on the other side (worker starting, script not injected). */
const NO_RECEIVER = /Receiving end does not exist|Could not establish connection/i;

export const NO_RECEIVER_CODE = 'no-receiver';

function transportError(error: unknown): Result<never> {
  const message = error instanceof Error ? error.message : String(error);
  if (NO_RECEIVER.test(message)) {
    return {
      ok: false,
      error: appError('not-ready', 'Nothing answered.', { code: NO_RECEIVER_CODE }),
    };
  }
  if (/Extension context invalidated/i.test(message)) {
    return {
      ok: false,
      error: appError('internal', 'The extension was updated or reloaded: reload this page.'),
    };
  }
  return { ok: false, error: appError('internal', message) };
}

/** Asks the service worker. Retries briefly while the worker is waking up. */
export async function sendToBackground<K extends keyof BackgroundProtocol>(
  type: K,
  payload: RequestOf<BackgroundProtocol, K>,
): Promise<Result<ResponseOf<BackgroundProtocol, K>>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const reply: unknown = await browser.runtime.sendMessage(envelope(type, payload));
      return readReply(backgroundProtocol, type, reply);
    } catch (error) {
      const result = transportError(error);
      if (attempt >= 2 || result.ok || result.error.code !== NO_RECEIVER_CODE) return result;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
  }
}

/** Asks our content script in a tab (top frame). */
export async function sendToTab<K extends keyof ContentProtocol>(
  tabId: number,
  type: K,
  payload: RequestOf<ContentProtocol, K>,
): Promise<Result<ResponseOf<ContentProtocol, K>>> {
  try {
    const reply: unknown = await browser.tabs.sendMessage(tabId, envelope(type, payload), {
      frameId: 0,
    });
    return readReply(contentProtocol, type, reply);
  } catch (error) {
    return transportError(error);
  }
}

export interface ListenOptions {
  checkSender: boolean;
  /** Told of every failed answer (refused sender, bad request, handler failure), for the log. */
  onFailure?: (type: string, error: AppError) => void;
}

/**
 * Answers messages for one registry. The worker checks the sender kind against each message's
 * `from`; content scripts only accept messages from our own extension.
 */
export function listen<P extends Protocol>(
  registry: HandlerRegistry<P>,
  options: ListenOptions,
): () => void {
  const self = { id: browser.runtime.id, origin: browser.runtime.getURL('') };
  const listener = (
    message: unknown,
    sender: Runtime.MessageSender,
  ): Promise<unknown> | undefined => {
    // Returning undefined (not a promise) leaves messages that are not ours to other listeners.
    if (!v.is(EnvelopeSchema, message)) return undefined;
    const info = { id: sender.id, url: sender.url, tabId: sender.tab?.id };
    return dispatch(registry, message, info, self, options).then((result) => {
      if (result && !result.ok) options.onFailure?.(message.type, result.error);
      return result;
    });
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}
