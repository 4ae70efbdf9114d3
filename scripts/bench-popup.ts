/**
 * Popup first render, measured in Chromium with the extension loaded: first contentful paint,
 * and "ready" (the account and the tab's selection shown, i.e. two worker round trips and the
 * content script's injection). Prints the median and 90th percentile of several openings,
 * beside a blank extension page opened the same way in the same run (the package's own
 * manifest.json, which runs no script): their ratio says what our code adds to opening a page.
 * Several builds are measured side by side, one browser each, their openings interleaved (the
 * order reversed every run) so that the machine's drift falls on all of them alike.
 */
import {
  launchWithExtension,
  tabIdOf,
  type ExtensionBrowser,
} from '../test/e2e/support/chromium.ts';
import { startPageServer } from '../test/e2e/support/page-server.ts';

/**
 * Enough openings for a steady median (paint times come in 4 ms steps), and for two builds'
 * medians to differ by more than their noise: 31 were not.
 */
const RUNS = 61;

export interface PopupBuild {
  label: string;
  /** A loopback build: the popup reads the selection of a page on 127.0.0.1. */
  dist: string;
}

export interface PopupFigures {
  label: string;
  /** Median of popup ready, ms. */
  ready: number;
  /** Median popup ready over median blank page painted. */
  readyRatio: number;
}

interface Openings {
  paints: number[];
  readies: number[];
  blanks: number[];
  scripts: number[];
  answers: number[];
}

interface Subject {
  build: PopupBuild;
  browser: ExtensionBrowser;
  tabId: number;
  openings: Openings;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const stat = (values: number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms`;
};

/** Opens the blank page, then the popup, once; the first opening is printed, not counted. */
async function openOnce(
  { build, browser, tabId, openings }: Subject,
  first: boolean,
): Promise<void> {
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
  await popup.close();
  // The first opening also compiles the bundle and injects the content script: keep it apart.
  if (first) {
    console.log(
      `[${build.label}] popup, first opening: FCP ${marks.paint.toFixed(1)} ms, ready ${marks.ready.toFixed(1)} ms`,
    );
    return;
  }
  openings.blanks.push(blankPaint);
  openings.scripts.push(marks.script);
  openings.answers.push(marks.answers);
  openings.paints.push(marks.paint);
  openings.readies.push(marks.ready);
}

export async function benchPopup(builds: PopupBuild[], runs = RUNS): Promise<PopupFigures[]> {
  const pages = await startPageServer();
  const launched: ExtensionBrowser[] = [];
  const subjects: Subject[] = [];
  try {
    const url = pages.url('article.html');
    // One after the other: two browsers starting at once would slow each other's start.
    for (const build of builds) {
      const browser = await launchWithExtension(build.dist);
      launched.push(browser);
      const page = await browser.context.newPage();
      await page.goto(url);
      const tabId = await tabIdOf(browser.worker, url);
      const openings: Openings = { paints: [], readies: [], blanks: [], scripts: [], answers: [] };
      subjects.push({ build, browser, tabId, openings });
    }
    for (let run = 0; run < runs; run++) {
      const turn = run % 2 === 0 ? subjects : [...subjects].reverse();
      for (const subject of turn) await openOnce(subject, run === 0);
    }
    return subjects.map(({ build, openings }) => {
      const { paints, readies, scripts, answers, blanks } = openings;
      const ready = median(readies);
      const readyRatio = ready / median(blanks);
      console.log(`[${build.label}] popup, ${runs - 1} later openings:`);
      console.log(`  FCP ${stat(paints)}; ready ${stat(readies)}`);
      console.log(
        `  of which: our script starts ${stat(scripts)}; first answers in ${stat(answers)}`,
      );
      console.log(`  blank extension page, same openings: FCP ${stat(blanks)}`);
      console.log(`  popup ready / blank page painted (medians): ${readyRatio.toFixed(2)}x`);
      return { label: build.label, ready, readyRatio };
    });
  } finally {
    await Promise.allSettled(launched.map((browser) => browser.close()));
    await pages.close();
  }
}
