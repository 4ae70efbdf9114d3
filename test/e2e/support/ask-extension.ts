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
  // Arrows, not named functions: tsx (npm start) would wrap a named one in a helper the page
  // lacks. Retried while nothing answers, as our pages do (src/platform/messaging.ts): a Firefox
  // event page being suspended refuses a message. Sent back as JSON: WebDriver BiDi marks an
  // object met twice in a reply (one error shared by two checks) as a reference, which
  // puppeteer turns into undefined.
  const json = await page.evaluate<{ type: string; payload: object }, string>(
    async (message) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return JSON.stringify(
            await chrome.runtime.sendMessage({
              channel: 'authenticity-lens',
              version: 1,
              ...message,
            }),
          );
        } catch (error) {
          if (attempt >= 2 || !/Receiving end does not exist/.test(String(error)))
            throw new Error(`${message.type}: ${String(error)}`, { cause: error });
          await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
        }
      }
    },
    { type, payload },
  );
  return JSON.parse(json) as Reply<T>;
}
