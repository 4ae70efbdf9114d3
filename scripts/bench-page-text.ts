/**
 * Reading a page's text in Chromium, as a whole-page check does, against its floor (Readability
 * alone on a copy of the same page, in the same run): on a generated 1 MB article with ads between
 * its paragraphs and on every page of the real-world corpus (news markup with 1.26 M hidden
 * characters, blogs, a wiki, multilingual text). Prints medians of several runs, each figure as a
 * ratio beside its floor, and the longest task the read leaves the page; asserts nothing.
 */
import { readdirSync } from 'node:fs';
import type { Timing } from './bench-page-text-entry.ts';
import { benchBrowser, pageScript } from './bench-in-page.ts';

const RUNS = 7;
const CORPUS = 'test/e2e/pages/corpus';

const code = await pageScript('scripts/bench-page-text-entry.ts');
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number): string => `${value.toFixed(1)} ms`;

const { browser, pages } = await benchBrowser();
const ratios: number[] = [];
try {
  const paths = [
    'long-read.html',
    ...readdirSync(CORPUS)
      .filter((name) => name.endsWith('.html'))
      .map((name) => `corpus/${name}`),
  ];
  for (const path of paths) {
    const page = await browser.newPage();
    await page.goto(pages.url(path));
    await page.addScriptTag({ content: code });
    const runs: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(
        await page.evaluate(() =>
          (globalThis as unknown as { measurePageText: () => Promise<never> }).measurePageText(),
        ),
      );
    }
    const of = (key: keyof Timing): number => median(runs.map((r) => r[key]));
    const ratio = median(runs.map((r) => r.readMs / r.readabilityMs));
    if (path !== 'long-read.html') ratios.push(ratio);
    const last = runs[runs.length - 1]!;
    const reported = of('reportedLongTaskMs');
    console.log(
      `${path}: ${last.textNodes} text nodes, ${last.chars} chars read\n` +
        `  read ${ms(of('readMs'))} = ${ratio.toFixed(2)}x Readability alone (${ms(of('readabilityMs'))}; goal ≤ 1.2x)\n` +
        `  longest task ${ms(of('longestTaskMs'))} (unsliced, one task: ${ms(of('unslicedMs'))}; goal ≤ 50 ms; ` +
        `browser's longtask: ${reported > 0 ? ms(reported) : 'none over 50 ms'})\n` +
        `  visibility of every text node ${ms(of('visibleMs'))}, 1000 sections to pieces ${ms(of('mapMs'))}`,
    );
    await page.close();
  }
  console.log(
    `corpus median (${ratios.length} pages): read ${median(ratios).toFixed(2)}x Readability alone ` +
      `(median of ${RUNS} runs per page)`,
  );
} finally {
  await browser.close();
  await pages.close();
}
