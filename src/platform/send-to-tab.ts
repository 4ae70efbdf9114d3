/** The worker asking our content script in a tab; the answer is checked like any other. */
import { browser } from './browser.ts';
import type { Result } from '../core/errors.ts';
import { contentProtocol, type ContentProtocol } from '../shared/messages/content.ts';
import type { RequestOf, ResponseOf } from '../shared/messages/define.ts';
import { envelope } from '../shared/messages/envelope.ts';
import { readReply } from '../shared/messages/reply.ts';
import { transportError } from './transport-error.ts';

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
