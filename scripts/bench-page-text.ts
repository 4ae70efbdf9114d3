/**
 * Reading a page's text in Chromium, as a whole-page check does: the visibility test of every
 * text node, Readability with the tracing back to the page, and mapping 1000 sections to painted
 * pieces. On the news fixture (with 1.26 M hidden characters) and a generated 1 MB article with
 * ads between its paragraphs. Prints medians; asserts nothing.
 */
import type { Timing } from './bench-page-text-entry.ts';
import { benchBrowser, pageScript } from './bench-in-page.ts';

const RUNS = 7;

const code = await pageScript('scripts/bench-page-text-entry.ts');

const { browser, pages } = await benchBrowser();
try {
  for (const path of ['corpus/news-article.html', 'long-read.html']) {
    const page = await browser.newPage();
    await page.goto(pages.url(path));
    await page.addScriptTag({ content: code });
    const runs: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(
        await page.evaluate(() =>
          (globalThis as unknown as { measurePageText: () => never }).measurePageText(),
        ),
      );
    }
    const median = (key: 'readabilityMs' | 'readMs' | 'visibleMs' | 'mapMs'): string =>
      `${[...runs.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!.toFixed(1)} ms`;
    const last = runs[runs.length - 1]!;
    console.log(
      `${path}: ${last.textNodes} text nodes, ${last.chars} chars read, ${last.segments} segments — ` +
        `visibility of every text node ${median('visibleMs')}, whole read ${median('readMs')} ` +
        `(Readability alone on a copy: ${median('readabilityMs')}), ` +
        `1000 sections to pieces ${median('mapMs')} (median of ${RUNS})`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await pages.close();
}
