/**
 * A page whose readable text the test changes, and which says whether it changed since a read
 * (`content/text-unchanged`) as our content script does: each read is a new map, unchanged until
 * the page shows something else.
 */
import { ok } from '../../../../src/core/errors.ts';
import type { TestWorker } from './worker-harness.ts';

export interface ChangingPage {
  tabId: number;
  /** The page now shows `text` (the maps of earlier reads are changed). */
  show(text: string): void;
  /** The page's readable text read so far (`content/read-text`). */
  reads(): number;
  /** The address opened without cookies so far (`content/public-view`). */
  anonymousFetches(): number;
}

export function openChangingPage(
  w: TestWorker,
  first: string,
  { url, title }: { url: string; title: string },
): ChangingPage {
  const tabId = w.fake.tabs.open({ url, title });
  const { contentScript } = w.fake;
  let text = first;
  let version = 0;
  let reads = 0;
  /** The page's version each map was read at. */
  const readAt = new Map<string, number>();
  contentScript.answer('content/read-text', (_payload, tab) => {
    const textId = `read-${++reads}-of-tab-${tab}`;
    readAt.set(textId, version);
    return ok({ textId, text, mappable: true, url, title });
  });
  contentScript.answer('content/text-unchanged', ({ textId }) =>
    ok({ unchanged: readAt.get(textId) === version }),
  );
  contentScript.answer('content/highlight', ({ spans }) =>
    ok({ applied: spans.length, outcomes: spans.map(() => 'shown' as const) }),
  );
  contentScript.answer('content/clear-highlights', () => ok({}));
  return {
    tabId,
    show: (next) => {
      text = next;
      version += 1;
    },
    reads: () => contentScript.payloadsOf('content/read-text').length,
    anonymousFetches: () => contentScript.payloadsOf('content/public-view').length,
  };
}
