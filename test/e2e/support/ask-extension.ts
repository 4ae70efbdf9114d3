import type { Page } from 'playwright-core';

export type Reply<T> =
  { ok: true; value: T } | { ok: false; error: { kind: string; message: string } };

/**
 * Sends one of the extension's messages from one of its pages, as the popup would, and returns
 * the reply. The reply's type is the caller's claim; the worker validated it already.
 */
export function askExtension<T>(page: Page, type: string, payload: object): Promise<Reply<T>> {
  return page.evaluate(
    (message) =>
      chrome.runtime.sendMessage({ channel: 'authenticity-lens', version: 1, ...message }),
    { type, payload },
  );
}
