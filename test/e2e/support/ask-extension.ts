import type { Evaluator } from '../browsers/driver.ts';

export type Reply<T> =
  { ok: true; value: T } | { ok: false; error: { kind: string; message: string } };

/**
 * Sends one of the extension's messages from one of its pages (a Playwright page or a driver's),
 * as the popup would, and returns the reply. The reply's type is the caller's claim; the worker
 * validated it already.
 */
export async function askExtension<T>(
  page: Evaluator,
  type: string,
  payload: object,
): Promise<Reply<T>> {
  // An arrow, not a named function: tsx (npm start) would wrap a named one in a helper the
  // page lacks. Sent back as JSON: WebDriver BiDi marks an object met twice in a reply (one
  // error shared by two checks) as a reference, which puppeteer turns into undefined.
  const json = await page.evaluate<{ type: string; payload: object }, string>(
    async (message) =>
      JSON.stringify(
        await chrome.runtime.sendMessage({ channel: 'authenticity-lens', version: 1, ...message }),
      ),
    { type, payload },
  );
  return JSON.parse(json) as Reply<T>;
}
