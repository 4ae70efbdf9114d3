/**
 * Keeping the marks true on a big page, in Chromium: 3,000 spans painted on the generated long
 * read; the guard's check (twice a second while marks are shown) while nothing changed and when it
 * repairs a swap; what overlay boxes would cost instead (every range's rects after a reflow); and
 * frame intervals while scrolling with and without the marks. Prints medians; asserts nothing.
 */
import type { MarksTiming } from './bench-marks-entry.ts';
import { benchBrowser, pageScript } from './bench-in-page.ts';

const RUNS = 5;

const code = await pageScript('scripts/bench-marks-entry.ts');

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;
const ms = (n: number): string => `${n.toFixed(n < 1 ? 2 : 1)} ms`;

const { browser, pages } = await benchBrowser();
try {
  const runs: MarksTiming[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage();
    await page.goto(pages.url('long-read.html'));
    await page.addScriptTag({ content: code });
    runs.push(
      await page.evaluate(() =>
        (globalThis as unknown as { measureMarks: () => Promise<never> }).measureMarks(),
      ),
    );
    await page.close();
  }
  const last = runs[runs.length - 1]!;
  const of = (pick: (r: MarksTiming) => number): string => ms(median(runs.map(pick)));
  console.log(
    `long-read.html, ${last.spans} spans as ${last.ranges} ranges: painted in ${of((r) => r.paintMs)}; ` +
      `a check of the marks ${of((r) => median(r.checkMs))} (slowest of 30: ${of((r) => Math.max(...r.checkMs))}), ` +
      `one that repairs a swap ${of((r) => r.repairMs)} — twice a second, nothing on scroll`,
  );
  console.log(
    `  overlay boxes instead: ${last.rects} rects to read and place after each reflow, ` +
      `${of((r) => r.rectsMs)} (then again on every scroll of an inner scroller)`,
  );
  const frames = (pick: (r: MarksTiming) => number[]): string => {
    const all = runs.flatMap(pick);
    return `median ${ms(median(all))}, p95 ${ms(p95(all))}`;
  };
  console.log(
    `  frames while scrolling: with the marks ${frames((r) => r.framesMarked)}; ` +
      `without ${frames((r) => r.framesPlain)} (median of ${RUNS} runs)`,
  );
} finally {
  await browser.close();
  await pages.close();
}
