/**
 * Popup first render, measured in Chromium with the extension loaded: first contentful paint,
 * and "ready" (the account and the tab's selection shown, i.e. two worker round trips and the
 * content script's injection). Prints the median and 90th percentile of several openings,
 * beside a blank extension page opened the same way in the same run (the package's own
 * manifest.json, which runs no script): their ratio says what our code adds to opening a page.
 */
import { launchWithExtension, tabIdOf } from '../test/e2e/support/chromium.ts';
import { startPageServer } from '../test/e2e/support/page-server.ts';

/** Enough openings for a steady median: paint times come in 4 ms steps. */
const RUNS = 31;

const pages = await startPageServer();
const browser = await launchWithExtension();
try {
  const url = pages.url('article.html');
  const page = await browser.context.newPage();
  await page.goto(url);
  const tabId = await tabIdOf(browser.worker, url);
  const paints: number[] = [];
  const readies: number[] = [];
  const blanks: number[] = [];
  const scripts: number[] = [];
  const answers: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const blank = await browser.openExtensionPage('manifest.json');
    const blankPaint = await blank.evaluate(async () => {
      const started = performance.now();
      while (
        performance.getEntriesByName('first-contentful-paint').length === 0 &&
        performance.now() - started < 5_000
      ) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    });
    if (run > 0) blanks.push(blankPaint);
    await blank.close();
    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    const marks = await popup.evaluate(async () => {
      const started = performance.now();
      while (
        (performance.getEntriesByName('popup-ready').length === 0 ||
          performance.getEntriesByName('first-contentful-paint').length === 0) &&
        performance.now() - started < 5_000
      ) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const ready = performance.getEntriesByName('popup-ready')[0]?.startTime ?? NaN;
      const script = performance.getEntriesByName('popup-script')[0]?.startTime ?? NaN;
      const answers = performance.getEntriesByName('popup-answers')[0]?.startTime ?? NaN;
      // Ready counts once it can be seen: the popup renders once its first answers are in, so
      // its first paint may come after the mark.
      return { paint, ready: Math.max(paint, ready), script, answers };
    });
    // The first opening also compiles the bundle and injects the content script: keep it apart.
    if (run > 0) {
      scripts.push(marks.script);
      answers.push(marks.answers);
      paints.push(marks.paint);
      readies.push(marks.ready);
    } else {
      console.log(
        `Popup, first opening: FCP ${marks.paint.toFixed(1)} ms, ready ${marks.ready.toFixed(1)} ms`,
      );
    }
    await popup.close();
  }
  const stat = (values: number[]): string => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number): number =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    return `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms`;
  };
  console.log(`Popup, ${RUNS - 1} later openings: FCP ${stat(paints)}; ready ${stat(readies)}`);
  console.log(`  of which: our script starts ${stat(scripts)}; first answers in ${stat(answers)}`);
  console.log(`Blank extension page, same openings: FCP ${stat(blanks)}`);
  const median = (values: number[]): number =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  console.log(
    `Popup ready / blank page painted (medians): ${(median(readies) / median(blanks)).toFixed(2)}x`,
  );
} finally {
  await browser.close();
  await pages.close();
}
