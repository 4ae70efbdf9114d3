import type { Evaluator } from '../browsers/driver.ts';

export type Reply<T> =
  { ok: true; value: T } | { ok: false; error: { kind: string; message: string } };

/**
 * Sends one of the extension's messages from one of its pages (a Playwright page or a driver's),
 * as the popup would, and returns the reply. The reply's type is the caller's claim; the worker
 * validated it already.
 */
export function askExtension<T>(page: Evaluator, type: string, payload: object): Promise<Reply<T>> {
  // An arrow, not a named function: tsx (npm start) would wrap a named one in a helper the
  // page lacks.
  return page.evaluate<{ type: string; payload: object }, Reply<T>>(
    (message) =>
      chrome.runtime.sendMessage({ channel: 'authenticity-lens', version: 1, ...message }),
    { type, payload },
  );
}
