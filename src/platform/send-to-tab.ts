/** The worker asking our content script in a tab; the answer is checked like any other. */
import { browser } from './browser.ts';
import type { Result } from '../core/errors.ts';
import { contentProtocol, type ContentProtocol } from '../shared/messages/content.ts';
import type { RequestOf, ResponseOf } from '../shared/messages/define.ts';
import { envelope } from '../shared/messages/envelope.ts';
import { readReply } from './reply.ts';
import type { TabFrame } from '../shared/frames/tab-frame.ts';
import { transportError } from './transport-error.ts';

/**
 * Asks our content script in one document of a tab: the top frame unless `frameId` names another
 * (a selection, an image or a text inside a frame is answered where it is).
 */
export function sendToTab<K extends keyof ContentProtocol>(
  target: TabFrame,
  type: K,
  payload: RequestOf<ContentProtocol, K>,
): Promise<Result<ResponseOf<ContentProtocol, K>>> {
  return send(target.tabId, { frameId: target.frameId ?? 0 }, type, payload);
}

/**
 * Tells our content script in every frame of a tab that has it (clearing what was painted in
 * frames too); the first answer is returned. "Nothing answered" means no frame had it.
 */
export function sendToAllFrames<K extends keyof ContentProtocol>(
  tabId: number,
  type: K,
  payload: RequestOf<ContentProtocol, K>,
): Promise<Result<ResponseOf<ContentProtocol, K>>> {
  return send(tabId, {}, type, payload);
}

async function send<K extends keyof ContentProtocol>(
  tabId: number,
  options: { frameId?: number },
  type: K,
  payload: RequestOf<ContentProtocol, K>,
): Promise<Result<ResponseOf<ContentProtocol, K>>> {
  try {
    const reply: unknown = await browser.tabs.sendMessage(tabId, envelope(type, payload), options);
    return readReply(contentProtocol, type, reply);
  } catch (error) {
    return transportError(error);
  }
}
