/** Test pages in the fake browser: a tab, and what our content script in it answers. */
import { ok } from '../../../../src/core/errors.ts';
import type { LeftOut } from '../../../../src/shared/text-checks/left-out.ts';
import type { TestWorker } from './worker-harness.ts';

export interface TextPageInit {
  url?: string;
  title?: string;
  /** Whether the text maps back to the page (false: read from a form field). */
  mappable?: boolean;
  /** Text the content script read past and left out (no reader could see it). */
  leftOut?: LeftOut[];
}

/** Opens an active tab whose selection (and readable page) is `text`; highlights all land. */
export function openTextPage(worker: TestWorker, text: string, init: TextPageInit = {}): number {
  const url = init.url ?? 'https://example.com/article';
  const title = init.title ?? 'An article';
  const tabId = worker.fake.tabs.open({ url, title });
  const { contentScript } = worker.fake;
  contentScript.answer('content/read-text', (_payload, tab) =>
    ok({
      textId: `text-of-tab-${tab}`,
      text,
      mappable: init.mappable ?? true,
      url,
      title,
      ...(init.leftOut ? { leftOut: init.leftOut } : {}),
    }),
  );
  contentScript.answer('content/highlight', ({ spans }) =>
    ok({ applied: spans.length, outcomes: spans.map(() => 'shown' as const) }),
  );
  contentScript.answer('content/clear-highlights', () => ok({}));
  return tabId;
}

/** A text the local service finds AI-written throughout (`#ai` forces its sections). */
export const AI_WRITTEN = `${'The committee reviewed the proposal in detail and found it sound #ai. '.repeat(8)}`;
