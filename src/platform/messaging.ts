/**
 * Pages and content scripts asking the service worker. The checks live in the pure modules under
 * shared/messages; this file only moves envelopes. (The worker's side: listen.ts, send-to-tab.ts.)
 */
import type { Result } from '../core/errors.ts';
import { accountSummaryProtocol } from '../shared/messages/account-summary.ts';
import type { BackgroundProtocol, RequestOf, ResponseOf } from '../shared/messages/index.ts';
import { selectionProtocol } from '../shared/messages/selection.ts';
import { sendIn } from './send-in.ts';

/**
 * The answers the popup's first screen needs (what it shows of the account, the selection),
 * checked by schemas it carries; the whole contract (every kind's schemas, most of what the popup
 * validated before its first paint) loads with the first other question, once the page is up.
 */
const OPENING = { ...accountSummaryProtocol, ...selectionProtocol };
const isOpening = (type: string): type is keyof typeof OPENING => Object.hasOwn(OPENING, type);

/** Asks the service worker. Retries briefly while the worker is waking up. */
export async function sendToBackground<K extends keyof BackgroundProtocol>(
  type: K,
  payload: RequestOf<BackgroundProtocol, K>,
): Promise<Result<ResponseOf<BackgroundProtocol, K>>> {
  if (isOpening(type))
    return sendIn(OPENING, type, payload as RequestOf<typeof OPENING, typeof type>);
  const { backgroundProtocol } = await import('../shared/messages/index.ts');
  return sendIn(backgroundProtocol, type, payload);
}
