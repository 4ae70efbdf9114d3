/**
 * Popup first render, measured in Chromium with the extension loaded: first contentful paint,
 * and "ready" (the account and the tab's selection shown, i.e. two worker round trips and the
 * content script's injection). Its floor is a blank extension page opened the same way in the
 * same openings (the package's own manifest.json, which runs no script): each figure is printed
 * as a ratio to it, which says what our code adds to opening a page.
 *
 * Several builds are measured side by side, one browser each, their openings interleaved (the
 * order reversed every opening) so that the machine's drift falls on all of them alike. The
 * whole is repeated in rounds, each with fresh browsers: one round's median moves by a tenth
 * from run to run, so the figure is the median of the rounds' ratios, with their spread.
 */
import {
  launchWithExtension,
  tabIdOf,
  type ExtensionBrowser,
} from '../test/e2e/support/chromium.ts';
import { startPageServer, type PageServer } from '../test/e2e/support/page-server.ts';

/**
 * Openings per round, the first not counted. Enough for a steady median (paint times come in
 * 4 ms steps), and for two builds' medians to differ by more than their noise: 31 were not.
 */
const RUNS = 61;

/** Rounds, each with fresh browsers: enough for a median and a spread that mean something. */
const ROUNDS = 5;

/** The goal (#31): the popup ready within 1.5 times a blank page's paint. */
const GOAL_RATIO = 1.5;

export interface PopupBuild {
  label: string;
  /** A loopback build: the popup reads the selection of a page on 127.0.0.1. */
  dist: string;
}

/** One round of one build: medians of its counted openings. */
export interface PopupRound {
  /** Popup first contentful paint, ms. */
  paint: number;
  /** Popup ready, ms. */
  ready: number;
  /** Blank extension page's first contentful paint, ms. */
  blank: number;
}

export interface PopupFigures {
  label: string;
  rounds: PopupRound[];
  /** Median over the rounds of each round's median ready, ms. */
  ready: number;
  /** Median over the rounds of each round's median blank paint, ms. */
  blank: number;
  /** Median over the rounds of (round median ready / round median blank paint). */
  readyRatio: number;
  readyRatioRange: [number, number];
  /** The same for first contentful paint. */
  paintRatio: number;
  paintRatioRange: [number, number];
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

const range = (values: number[]): [number, number] =>
  values.length === 0 ? [NaN, NaN] : [Math.min(...values), Math.max(...values)];

const stat = (values: number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms`;
};

const ratio = (n: number): string => `${n.toFixed(2)}x`;
const spread = ([low, high]: [number, number]): string => `${low.toFixed(2)}–${high.toFixed(2)}x`;

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
      `  [${build.label}] first opening: FCP ${marks.paint.toFixed(1)} ms, ready ${marks.ready.toFixed(1)} ms`,
    );
    return;
  }
  openings.blanks.push(blankPaint);
  openings.scripts.push(marks.script);
  openings.answers.push(marks.answers);
  openings.paints.push(marks.paint);
  openings.readies.push(marks.ready);
}

/** One round: a fresh browser per build, `runs` openings each, interleaved. */
async function benchRound(
  builds: PopupBuild[],
  runs: number,
  pages: PageServer,
  round: number,
): Promise<PopupRound[]> {
  const launched: ExtensionBrowser[] = [];
  const subjects: Subject[] = [];
  try {
    const url = pages.url('article.html');
    // One after the other: two browsers starting at once would slow each other's start. The
    // order alternates by round, lest the first browser launched be the one always favoured.
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
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
    return builds.map((build) => {
      const subject = subjects.find((s) => s.build === build);
      if (!subject) throw new Error(`No subject for ${build.label}`);
      const { paints, readies, scripts, answers, blanks } = subject.openings;
      const measured = { paint: median(paints), ready: median(readies), blank: median(blanks) };
      console.log(
        `  [${build.label}] ${runs - 1} openings: ready ${ratio(measured.ready / measured.blank)}, ` +
          `FCP ${ratio(measured.paint / measured.blank)} blank; ready ${stat(readies)}; ` +
          `FCP ${stat(paints)}; blank FCP ${stat(blanks)}; ` +
          `script starts ${median(scripts).toFixed(1)} ms, answers in ${median(answers).toFixed(1)} ms`,
      );
      return measured;
    });
  } finally {
    await Promise.allSettled(launched.map((browser) => browser.close()));
  }
}

export async function benchPopup(
  builds: PopupBuild[],
  { runs = RUNS, rounds = ROUNDS }: { runs?: number; rounds?: number } = {},
): Promise<PopupFigures[]> {
  const pages = await startPageServer();
  const perRound: PopupRound[][] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      console.log(`Round ${round + 1} of ${rounds}:`);
      perRound.push(await benchRound(builds, runs, pages, round));
    }
  } finally {
    await pages.close();
  }
  const figures = builds.map(({ label }, i): PopupFigures => {
    const mine = perRound.map((measured) => measured[i]).filter((r) => r !== undefined);
    const readyRatios = mine.map(({ ready, blank }) => ready / blank);
    const paintRatios = mine.map(({ paint, blank }) => paint / blank);
    return {
      label,
      rounds: mine,
      ready: median(mine.map(({ ready }) => ready)),
      blank: median(mine.map(({ blank }) => blank)),
      readyRatio: median(readyRatios),
      readyRatioRange: range(readyRatios),
      paintRatio: median(paintRatios),
      paintRatioRange: range(paintRatios),
    };
  });
  console.log(`Popup against a blank extension page, median of ${rounds} rounds (their spread):`);
  for (const f of figures) {
    const paint = median(f.rounds.map(({ paint }) => paint));
    console.log(
      `  [${f.label}] popup ready ${ratio(f.readyRatio)} blank ` +
        `(rounds ${spread(f.readyRatioRange)}; goal ≤ ${GOAL_RATIO}x), ` +
        `${f.ready.toFixed(0)} ms vs blank ${f.blank.toFixed(0)} ms`,
    );
    console.log(
      `  [${f.label}] popup FCP   ${ratio(f.paintRatio)} blank (rounds ${spread(f.paintRatioRange)}), ` +
        `${paint.toFixed(0)} ms vs blank ${f.blank.toFixed(0)} ms`,
    );
  }
  return figures;
}
