import { browser } from './browser.ts';
import type { Result } from '../core/errors.ts';
import type { Protocol, RequestOf, ResponseOf } from '../shared/messages/define.ts';
import { envelope } from '../shared/messages/envelope.ts';
import { readReply } from './reply.ts';
import { NO_RECEIVER_CODE, transportError } from './transport-error.ts';

/**
 * Asks the service worker a message of one topic's protocol (a part of the worker's): the content
 * script sends only its few, and need not carry every schema of the worker's contract.
 */
export async function sendIn<P extends Protocol, K extends keyof P & string>(
  protocol: P,
  type: K,
  payload: RequestOf<P, K>,
): Promise<Result<ResponseOf<P, K>>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const reply: unknown = await browser.runtime.sendMessage(envelope(type, payload));
      return readReply(protocol, type, reply);
    } catch (error) {
      const result = transportError(error);
      if (attempt >= 2 || result.ok || result.error.code !== NO_RECEIVER_CODE) return result;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
  }
}
