/**
 * Reading pages the way a whole-page check does, with the extension loaded in Chromium: the
 * content script's sliced reading, Readability in the hidden page for big pages, and the map back.
 * Each read is set beside its floor, measured in the same page just before it: Readability alone
 * on a copy, on the page's thread. For each read it prints the wall time (asked from an extension
 * page, answered by the content script), the page thread's time (the sum of the tasks the page's
 * thread ran meanwhile: ours) and the longest of those tasks (scripts/page-thread-trace.ts);
 * then the page thread's figures again in its own (CPU) time, beside Readability's own, which a
 * loaded machine (the benches share two cores) does not inflate as it does wall time.
 *
 * The 1 MB long read: its first read in a fresh browser (the hidden page opens, our code runs for
 * the first time), several browsers over, and the later reads; then every page of the real-world
 * corpus (test/e2e/pages/corpus), each page's median, and the median and worst over the corpus.
 * Asserts nothing.
 */
import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchWithExtension } from '../test/e2e/support/chromium.ts';
import { tracePageThread } from './page-thread-trace.ts';
import {
  askPageRead,
  openReadPage,
  readabilityAlone,
  readPageSetup,
  textNodeCount,
} from './page-read-setup.ts';

/** A count from the environment (a shorter run while iterating), else `fallback`. */
const knob = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
/** Fresh browsers for the first read: each gives one. */
const LAUNCHES = knob('BENCH_LAUNCHES', 3);
/** Later reads of the long read in each browser. */
const LATER = knob('BENCH_LATER', 4);
/** Reads of each corpus page (the first, the content script's first there, counted apart). */
const CORPUS_READS = knob('BENCH_CORPUS_READS', 5);
const CORPUS = 'test/e2e/pages/corpus';
/** Another build to read with (a build of the code before a change, to compare). */
const DIST = process.env['BENCH_DIST'];
/**
 * From this many text nodes a page is big: Readability reads it in the hidden page
 * (ELSEWHERE_FROM_TEXTS in page-text.ts). Below it runs on the page's thread, so the page thread
 * is at least Readability's time there by construction: big pages are summed up apart too.
 */
const BIG_FROM_TEXTS = 1_000;

interface Read {
  wallMs: number;
  threadMs: number;
  longestMs: number;
  floorMs: number;
  /** In the thread's own time (CPU): the same figures, whatever else loads the machine. */
  threadCpuMs: number;
  longestCpuMs: number;
  floorCpuMs: number;
  chars: number;
  /** Why nothing was read. */
  why?: string;
}

/** Figures the trace missed (NaN) are left out. */
const sorted = (values: number[]): number[] =>
  values.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
const median = (values: number[]): number => sorted(values)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const x = (value: number): string => `${value.toFixed(2)}x`;
const spread = (values: number[], show: (n: number) => string): string => {
  const known = sorted(values);
  return known.length > 1 ? ` (${show(known[0]!)}–${show(known[known.length - 1]!)})` : '';
};

const setup = await readPageSetup();

async function readOnce(page: Page, helper: Page, tabId: number): Promise<Read> {
  let floorMs = NaN;
  const floor = await tracePageThread(page, async () => {
    floorMs = await readabilityAlone(page);
  });
  let read: { ms: number; chars: number; why?: string } = { ms: NaN, chars: -1 };
  const thread = await tracePageThread(page, async () => {
    read = await askPageRead(helper, tabId);
  });
  return {
    wallMs: read.ms,
    threadMs: thread.busyMs,
    longestMs: thread.longestMs,
    floorMs,
    threadCpuMs: thread.busyCpuMs,
    longestCpuMs: thread.longestCpuMs,
    // Readability alone is one task (the trace's longest then); NaN when the trace missed it.
    floorCpuMs: floor.longestCpuMs || NaN,
    chars: read.chars,
    ...(read.why === undefined ? {} : { why: read.why }),
  };
}

/** One line of figures over `reads`: medians with their spread, each beside its floor. */
function summary(reads: Read[]): string {
  const wall = reads.map((r) => r.wallMs / r.floorMs);
  const thread = reads.map((r) => r.threadMs / r.floorMs);
  const longest = reads.map((r) => r.longestMs);
  const threadCpu = reads.map((r) => r.threadCpuMs / r.floorCpuMs);
  const longestCpu = reads.map((r) => r.longestCpuMs);
  return (
    `wall ${ms(median(reads.map((r) => r.wallMs)))} = ${x(median(wall))}${spread(wall, x)}, ` +
    `page thread ${ms(median(reads.map((r) => r.threadMs)))} = ${x(median(thread))}${spread(thread, x)}, ` +
    `longest task ${ms(median(longest))}, worst ${ms(Math.max(...longest))}\n` +
    `    in CPU time: page thread ${ms(median(reads.map((r) => r.threadCpuMs)))} = ` +
    `${x(median(threadCpu))}${spread(threadCpu, x)} Readability's ` +
    `(${ms(median(reads.map((r) => r.floorCpuMs)))}), longest task ${ms(median(longestCpu))}, ` +
    `worst ${ms(Math.max(...longestCpu))}`
  );
}

const firsts: Read[] = [];
const laters: Read[] = [];
const corpus: { path: string; texts: number; first: Read; later: Read[] }[] = [];
for (let launch = 0; launch < LAUNCHES; launch++) {
  const browser = await launchWithExtension(DIST);
  try {
    const helper = await browser.openExtensionPage('src/options/index.html');
    const { page, tabId } = await openReadPage(browser, helper, setup, 'long-read.html');
    for (let run = 0; run <= LATER; run++) {
      const read = await readOnce(page, helper, tabId);
      if (read.chars < 1_000_000) {
        throw new Error(`Only ${read.chars} characters were read: ${read.why ?? 'a short read'}.`);
      }
      (run === 0 ? firsts : laters).push(read);
    }
    await page.close();
    if (launch < LAUNCHES - 1) continue;
    const paths = readdirSync(CORPUS)
      .filter((name) => name.endsWith('.html'))
      .map((name) => `corpus/${name}`);
    for (const path of paths) {
      const opened = await openReadPage(browser, helper, setup, path);
      const texts = await textNodeCount(opened.page);
      const reads: Read[] = [];
      for (let run = 0; run < CORPUS_READS; run++) {
        reads.push(await readOnce(opened.page, helper, opened.tabId));
      }
      corpus.push({ path, texts, first: reads[0]!, later: reads.slice(1) });
      await opened.page.close();
    }
  } finally {
    await browser.close();
  }
}
await setup.pages.close();

const floors = [...firsts, ...laters].map((r) => r.floorMs);
const floorsCpu = [...firsts, ...laters].map((r) => r.floorCpuMs);
console.log(
  `long-read.html through the extension; its floor, Readability alone on the page's thread: ` +
    `${ms(median(floors))}${spread(floors, ms)}; in CPU time ${ms(median(floorsCpu))}${spread(floorsCpu, ms)}\n` +
    `  first read (${firsts.length} fresh browsers; the hidden page opens): ${summary(firsts)}\n` +
    `  later reads (${laters.length}): ${summary(laters)}\n` +
    `  goals: wall ≤ 1.5x, page thread ≤ 1.0x, longest task ≤ 50 ms`,
);
for (const { path, first, later } of corpus) {
  console.log(
    `${path}: ${first.chars} chars, floor ${ms(median(later.map((r) => r.floorMs)))}; ` +
      `${summary(later)}\n` +
      `    first read here: longest task ${ms(first.longestMs)} (in CPU time ${ms(first.longestCpuMs)})`,
  );
}
const perPage = corpus.map(({ path, texts, first, later }) => ({
  path,
  big: texts >= BIG_FROM_TEXTS,
  wall: median(later.map((r) => r.wallMs / r.floorMs)),
  thread: median(later.map((r) => r.threadMs / r.floorMs)),
  longest: Math.max(first.longestMs, ...later.map((r) => r.longestMs)),
  threadCpu: median(later.map((r) => r.threadCpuMs / r.floorCpuMs)),
  longestCpu: Math.max(first.longestCpuMs, ...later.map((r) => r.longestCpuMs)),
}));
type PageFigures = (typeof perPage)[number];
type Figure = 'wall' | 'thread' | 'longest' | 'threadCpu' | 'longestCpu';
const worstOf = (of: PageFigures[], key: Figure, show: (n: number) => string): string => {
  const worst = of.reduce((a, b) => (b[key] > a[key] ? b : a));
  return `median ${show(median(of.map((p) => p[key])))}, worst ${show(worst[key])} (${worst.path})`;
};
const figuresOf = (of: PageFigures[]): string =>
  `wall ${worstOf(of, 'wall', x)}; page thread ${worstOf(of, 'thread', x)}; ` +
  `longest task, first read included: ${worstOf(of, 'longest', ms)}\n` +
  `  in CPU time: page thread ${worstOf(of, 'threadCpu', x)}; ` +
  `longest task ${worstOf(of, 'longestCpu', ms)}`;
const big = perPage.filter((p) => p.big);
console.log(
  `corpus (${perPage.length} pages, median of ${CORPUS_READS - 1} later reads each): ` +
    figuresOf(perPage),
);
if (big.length > 0) {
  console.log(
    `big corpus pages (${big.length}, from ${BIG_FROM_TEXTS} text nodes: Readability in the ` +
      `hidden page): ${figuresOf(big)}`,
  );
}
