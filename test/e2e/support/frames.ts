/** Reading and acting inside a tab's frames, the same in both browsers. */
import { expect } from 'vitest';
import type { HIGHLIGHT_KINDS } from '../../../src/shared/text-checks/highlight-names.ts';
import { highlightName } from '../../../src/shared/text-checks/highlight-names.ts';
import { highlightToken } from './highlight-ranges.ts';
import type { Evaluator } from '../browsers/driver.ts';

/**
 * Selects the text of element `id` in a frame of the page, as a person would by dragging over
 * it. The frame may be another site's, which the test cannot script: the fixture pages carry
 * `frames/select-on-message.js`, and the message goes down the chain of frame element ids
 * (`path`, from the top page) to the frame that selects and answers; it is sent again until
 * answered, since frames load after their page.
 */
export async function selectInFrame(page: Evaluator, path: string[], id: string): Promise<void> {
  const answer = await page.evaluate(
    ({ chain, element }) =>
      new Promise<string>((resolve) => {
        addEventListener('message', function listener(event: MessageEvent<{ selected?: string }>) {
          if (event.data?.selected !== element) return;
          removeEventListener('message', listener);
          resolve(event.data.selected);
        });
        // Sent again until answered: a frame still loading has no listener yet.
        const send = (): void => {
          const first = document.getElementById(chain[0]!) as HTMLIFrameElement | null;
          first?.contentWindow?.postMessage({ select: element, into: chain.slice(1) }, '*');
        };
        const again = setInterval(send, 100);
        addEventListener('message', (event: MessageEvent<{ selected?: string }>) => {
          if (event.data?.selected === element) clearInterval(again);
        });
        send();
      }),
    { chain: path, element: id },
  );
  expect(answer).toBe(id);
}

/** The id the browser gives the frame of `tabId` whose address contains `part`, once loaded. */
export async function frameIdOf(helper: Evaluator, tabId: number, part: string): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      id = await helper.evaluate(
        async ({ tab, wanted }) => {
          const results = await chrome.scripting.executeScript({
            target: { tabId: tab, allFrames: true },
            func: () => (document.readyState === 'complete' ? location.href : ''),
          });
          return results.find((r) => String(r.result).includes(wanted))?.frameId;
        },
        { tab: tabId, wanted: part },
      );
      return id;
    })
    .toBeDefined();
  return id!;
}

/**
 * The text of each range of one kind of highlight painted in one frame of `tabId`: its random
 * token is read in the frame's content-script world (shared by every script of the extension),
 * the ranges from the frame's own highlight registry.
 */
export async function paintedRangesIn(
  helper: Evaluator,
  tabId: number,
  frameId: number,
  kind: (typeof HIGHLIGHT_KINDS)[number],
): Promise<string[]> {
  const token = await highlightToken(helper, tabId, frameId);
  if (!token) return [];
  return helper.evaluate(
    async ({ tab, frame, name }) => {
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId: tab, frameIds: [frame] },
        world: 'MAIN',
        args: [name],
        func: (wanted: string) =>
          // Static ranges have no text of their own: a live copy reads it.
          [...(CSS.highlights.get(wanted) ?? new Set<AbstractRange>())].map((r) => {
            const live = document.createRange();
            live.setStart(r.startContainer, r.startOffset);
            live.setEnd(r.endContainer, r.endOffset);
            return String(live);
          }),
      });
      return injection?.result ?? [];
    },
    { tab: tabId, frame: frameId, name: highlightName(token, kind) },
  );
}
