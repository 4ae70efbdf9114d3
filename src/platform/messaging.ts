/**
 * Pages and content scripts asking the service worker. The checks live in the pure modules under
 * shared/messages; this file only moves envelopes. (The worker's side: listen.ts, send-to-tab.ts.)
 */
import { browser } from './browser.ts';
import type { Result } from '../core/errors.ts';
import {
  backgroundProtocol,
  type BackgroundProtocol,
  type RequestOf,
  type ResponseOf,
} from '../shared/messages/index.ts';
import { envelope } from '../shared/messages/envelope.ts';
import { readReply } from '../shared/messages/reply.ts';
import { NO_RECEIVER_CODE, transportError } from './transport-error.ts';

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
