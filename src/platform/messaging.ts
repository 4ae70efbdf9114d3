/**
 * Pages and content scripts asking the service worker. The checks live in the pure modules under
 * shared/messages; this file only moves envelopes. (The worker's side: listen.ts, send-to-tab.ts.)
 */
import type { Result } from '../core/errors.ts';
import {
  backgroundProtocol,
  type BackgroundProtocol,
  type RequestOf,
  type ResponseOf,
} from '../shared/messages/index.ts';
import { sendIn } from './send-in.ts';

/** Asks the service worker. Retries briefly while the worker is waking up. */
export function sendToBackground<K extends keyof BackgroundProtocol>(
  type: K,
  payload: RequestOf<BackgroundProtocol, K>,
): Promise<Result<ResponseOf<BackgroundProtocol, K>>> {
  return sendIn(backgroundProtocol, type, payload);
}
