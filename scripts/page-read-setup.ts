/**
 * What the page-read bench and its profile share: the pages served (the corpus and the generated
 * long read), a tab opened on one with the floor's code in it (bench-page-read-entry.ts) and our
 * whole content script injected as a page check injects it, and one page read asked of it.
 */
import type { Page } from 'playwright-core';
import { tabIdOf, type launchWithExtension } from '../test/e2e/support/chromium.ts';
import { startPageServer, type PageServer } from '../test/e2e/support/page-server.ts';
import { pageScript } from './bench-in-page.ts';
import { longArticle } from './long-article.ts';

export type ExtensionBrowser = Awaited<ReturnType<typeof launchWithExtension>>;

/** The floor's code, bundled, and the pages served (`/long-read.html`, `/corpus/…`). */
export async function readPageSetup(): Promise<{ code: string; pages: PageServer }> {
  const code = await pageScript('scripts/bench-page-read-entry.ts');
  const pages = await startPageServer({ '/long-read.html': longArticle() });
  return { code, pages };
}

/** Opens `path` in a tab of `browser`, with the floor's code in it and our content script. */
export async function openReadPage(
  browser: ExtensionBrowser,
  helper: Page,
  { code, pages }: { code: string; pages: PageServer },
  path: string,
): Promise<{ page: Page; tabId: number }> {
  const url = pages.url(path);
  const page = await browser.context.newPage();
  await page.goto(url);
  await page.addScriptTag({ content: code });
  const tabId = await tabIdOf(browser.worker, url);
  // A page check's way in: the whole content script (asking the selection injects only its
  // first part, which does not read pages), injected as the service worker does.
  await helper.evaluate(
    (tab) =>
      chrome.scripting.executeScript({
        target: { tabId: tab },
        files: ['src/content/content-script.js'],
      }),
    tabId,
  );
  return { page, tabId };
}

/** Readability alone on a copy of the page, on the page's thread (ms, wall). */
export const readabilityAlone = (page: Page): Promise<number> =>
  page.evaluate(() =>
    (globalThis as unknown as { readabilityAlone: () => number }).readabilityAlone(),
  );

/** How many text nodes the page holds (Readability runs in the hidden page from 1,000). */
export const textNodeCount = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_TEXT);
    let count = 0;
    while (walker.nextNode()) count++;
    return count;
  });

/**
 * One page read, asked from an extension page as the worker asks it: its wall time, the
 * characters read, and what went wrong when nothing was.
 */
export function askPageRead(
  helper: Page,
  tabId: number,
): Promise<{ ms: number; chars: number; why?: string }> {
  return helper.evaluate(async (tab) => {
    const started = performance.now();
    const reply = await chrome.tabs.sendMessage<object, { ok: boolean; value?: { text: string } }>(
      tab,
      {
        channel: 'authenticity-lens',
        version: 1,
        type: 'content/read-text',
        payload: { source: 'page' },
      },
    );
    // What went wrong, for the caller's error (a content script that did not answer, say).
    if (!reply?.ok) return { ms: NaN, chars: -1, why: JSON.stringify(reply) ?? 'no reply' };
    return { ms: performance.now() - started, chars: reply.value?.text.length ?? -1 };
  }, tabId);
}
