/**
 * Reading the 1 MB long read the way a whole-page check does, with the extension loaded in
 * Chromium: the content script's sliced reading, Readability in the hidden page, and the map back.
 * Beside it, in the same page and run, its floor: Readability alone on a copy, on the page's
 * thread. Prints the medians, their ratio, and the longest task the page saw (the browser's
 * `longtask` entries, which start at 50 ms); asserts nothing.
 */
import { launchWithExtension, tabIdOf } from '../test/e2e/support/chromium.ts';
import { startPageServer } from '../test/e2e/support/page-server.ts';
import { pageScript } from './bench-in-page.ts';
import { longArticle } from './long-article.ts';

const RUNS = 9;

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number): string => `${value.toFixed(1)} ms`;

const code = await pageScript('scripts/bench-page-read-entry.ts');
const pages = await startPageServer({ '/long-read.html': longArticle() });
const browser = await launchWithExtension();
try {
  const url = pages.url('long-read.html');
  const page = await browser.context.newPage();
  await page.goto(url);
  await page.addScriptTag({ content: code });
  const tabId = await tabIdOf(browser.worker, url);
  const helper = await browser.openExtensionPage('src/options/index.html');
  // The popup's way in: asking the selection injects the content script.
  await helper.evaluate(
    (tab) =>
      chrome.runtime.sendMessage({
        channel: 'authenticity-lens',
        version: 1,
        type: 'selection/get',
        payload: { tabId: tab },
      }),
    tabId,
  );
  const reads: number[] = [];
  const floors: number[] = [];
  const longest: number[] = [];
  let first = '';
  for (let run = 0; run < RUNS; run++) {
    floors.push(
      await page.evaluate(() =>
        (globalThis as unknown as { readabilityAlone: () => number }).readabilityAlone(),
      ),
    );
    const before = await page.evaluate(() =>
      (globalThis as unknown as { longTaskCount: () => number }).longTaskCount(),
    );
    const read = await helper.evaluate(async (tab) => {
      const started = performance.now();
      const reply = await chrome.tabs.sendMessage<
        object,
        { ok: boolean; value?: { text: string } }
      >(tab, {
        channel: 'authenticity-lens',
        version: 1,
        type: 'content/read-text',
        payload: { source: 'page' },
      });
      return { ms: performance.now() - started, chars: reply.value?.text.length ?? -1 };
    }, tabId);
    // Long tasks are reported once they end: a turn of the page's loop for the last one.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const tasks = await page.evaluate(
      (from) =>
        (globalThis as unknown as { longTasksSince: (n: number) => number[] }).longTasksSince(from),
      before,
    );
    const worst = Math.max(0, ...tasks);
    // The first read also opens the hidden page: printed apart, not counted.
    if (run === 0) {
      first = `first read (opens the hidden page): ${ms(read.ms)}, longest task ${worst > 0 ? ms(worst) : 'under 50 ms'}`;
      continue;
    }
    if (read.chars < 1_000_000) throw new Error(`Only ${read.chars} characters were read.`);
    reads.push(read.ms);
    longest.push(worst);
  }
  const ratios = reads.map((read, i) => read / floors[i + 1]!);
  const worst = Math.max(...longest);
  console.log(
    `long-read.html through the extension, ${first}\n` +
      `  read ${ms(median(reads))} = ${median(ratios).toFixed(2)}x Readability alone ` +
      `(${ms(median(floors))}, on the page's thread; goal ≤ 1.2x), median of ${RUNS - 1}\n` +
      `  longest task the page saw: ${worst > 0 ? ms(worst) : 'none over 50 ms'} in ${RUNS - 1} reads ` +
      `(Readability alone is one task of ${ms(median(floors))}; goal ≤ 50 ms)`,
  );
} finally {
  await browser.close();
  await pages.close();
}
