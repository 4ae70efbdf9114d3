import type { Evaluator } from '../browsers/driver.ts';
import { PATIENCE_MS } from './patience.ts';

export type Reply<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: { kind: string; message: string; code?: string; words?: { key: string } };
    };

/**
 * Sends one of the extension's messages from one of its pages (a Playwright page or a driver's),
 * as the popup would, and returns the reply. The reply's type is the caller's claim; the worker
 * validated it already. A message nothing answers within `patienceMs` (a worker stopped while
 * answering may drop it) fails with its type, rather than hang the test until its timeout.
 */
export async function askExtension<T>(
  page: Evaluator,
  type: string,
  payload: object,
  patienceMs = PATIENCE_MS,
): Promise<Reply<T>> {
  // Arrows, not named functions: tsx (npm start) would wrap a named one in a helper the page
  // lacks. Retried while nothing answers, as our pages do (src/platform/messaging.ts): a Firefox
  // event page being suspended refuses a message. Sent back as JSON: WebDriver BiDi marks an
  // object met twice in a reply (one error shared by two checks) as a reference, which
  // puppeteer turns into undefined.
  const json = await page.evaluate<
    { message: { type: string; payload: object }; patienceMs: number },
    string
  >(
    async ({ message, patienceMs }) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silence = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${message.type}: no answer within ${patienceMs} ms`)),
          patienceMs,
        );
      });
      for (let attempt = 0; ; attempt++) {
        try {
          const reply: unknown = await Promise.race([
            chrome.runtime.sendMessage({ channel: 'authenticity-lens', version: 1, ...message }),
            silence,
          ]);
          clearTimeout(timer);
          return JSON.stringify(reply);
        } catch (error) {
          if (String(error).includes('no answer within')) throw error;
          if (attempt >= 2 || !/Receiving end does not exist/.test(String(error))) {
            clearTimeout(timer);
            throw new Error(`${message.type}: ${String(error)}`, { cause: error });
          }
          await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
        }
      }
    },
    { message: { type, payload }, patienceMs },
  );
  return JSON.parse(json) as Reply<T>;
}
