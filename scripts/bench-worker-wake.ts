/**
 * The worker's wake, measured in Chromium: its service worker stopped (its target closed, as
 * Chrome stops an idle one), then one message from one of its pages, timed in the page to the
 * first answer. Beside it, in the same run and rounds, its floor: an empty extension whose worker
 * only answers (scripts/empty-extension.ts). Wakes are interleaved, the order reversed each time,
 * so the machine's drift falls on both alike; the figure is the median over rounds (fresh
 * browsers each) of each round's median, with the rounds' spread, and the ratio. Prints figures;
 * asserts nothing.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchWithExtension, type ExtensionBrowser } from '../test/e2e/support/chromium.ts';
import { workerWakeBytes } from './bundle-size.ts';
import { stopExtensionWorker } from './stop-extension-worker.ts';
import { EMPTY_MESSAGE, EMPTY_PAGE, writeEmptyExtension } from './empty-extension.ts';

/** Wakes per round and extension, the first not counted (it also compiles the code). */
const WAKES = 16;
const ROUNDS = 5;
/** An answer later than this is no answer: the bench fails rather than hang. */
const ANSWER_LIMIT_MS = 10_000;

const ours = (type: string, payload: object): object => ({
  channel: 'authenticity-lens',
  version: 1,
  type,
  payload,
});
/** What our page sends: the router's cheapest answer, so the wake is what is timed. */
const PING = ours('runtime/ping', {});
/** An answer that needs words: what the first one after a wake adds (reading the catalogues). */
const WITH_WORDS = ours('history/recent', { limit: 1 });

interface Subject {
  label: string;
  browser: ExtensionBrowser;
  page: Page;
  message: unknown;
  wakes: number[];
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** One wake: the worker stopped, then one message; ms from sending to the answer, in the page. */
async function wakeOnce(subject: Subject, message = subject.message): Promise<number> {
  await stopExtensionWorker(subject.browser, subject.page, subject.label);
  const { took, answered } = await subject.page.evaluate(
    async ({ sent, limit }) => {
      const started = performance.now();
      const reply: unknown = await Promise.race([
        chrome.runtime.sendMessage(sent),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]);
      return { took: performance.now() - started, answered: reply !== undefined };
    },
    { sent: message, limit: ANSWER_LIMIT_MS },
  );
  if (!answered) throw new Error(`[${subject.label}] the worker gave no answer`);
  return took;
}

async function open(label: string, dist: string, path: string, message: unknown) {
  const browser = await launchWithExtension(dist);
  const page = await browser.openExtensionPage(path);
  return { label, browser, page, message, wakes: [] } satisfies Subject;
}

const out = mkdtempSync(join(tmpdir(), 'bench-worker-wake-'));
try {
  const store = join(out, 'store');
  const empty = join(out, 'empty');
  // The store build, into a folder of our own (others rebuild dist/ at any time).
  execSync(`npx vite build --mode production --logLevel warn --outDir ${store}`, {
    stdio: 'inherit',
  });
  writeEmptyExtension(empty);
  console.log(`  worker code evaluated at wake: ${(workerWakeBytes(store) / 1024).toFixed(1)} KiB`);
  const rounds: { ours: number; empty: number; words: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const subjects: Subject[] = [];
    try {
      // One after the other, the order alternating by round: two starts at once slow each other.
      const starts = [
        () => open('Authenticity Lens', store, 'src/options/index.html', PING),
        () => open('empty extension', empty, EMPTY_PAGE, EMPTY_MESSAGE),
      ];
      for (const start of round % 2 === 0 ? starts : [...starts].reverse())
        subjects.push(await start());
      for (let wake = 0; wake < WAKES; wake++) {
        for (const subject of wake % 2 === 0 ? subjects : [...subjects].reverse()) {
          const took = await wakeOnce(subject);
          if (wake > 0) subject.wakes.push(took);
        }
      }
      const [lens, floor] = ['Authenticity Lens', 'empty extension'].map((label) =>
        median(subjects.find((s) => s.label === label)?.wakes ?? []),
      );
      const wordy: number[] = [];
      const lensSubject = subjects.find((s) => s.label === 'Authenticity Lens');
      for (let wake = 0; lensSubject && wake < WAKES; wake++) {
        const took = await wakeOnce(lensSubject, WITH_WORDS);
        if (wake > 0) wordy.push(took);
      }
      rounds.push({ ours: lens ?? NaN, empty: floor ?? NaN, words: median(wordy) });
      console.log(
        `  round ${round + 1} of ${ROUNDS}: ours ${ms(lens ?? NaN)}, empty ${ms(floor ?? NaN)}, ` +
          `ours with words ${ms(median(wordy))} (medians of ${WAKES - 1} wakes each)`,
      );
    } finally {
      await Promise.allSettled(subjects.map(({ browser }) => browser.close()));
    }
  }
  const spread = (values: number[]): string =>
    `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
  const ratios = rounds.map((r) => r.ours / r.empty);
  console.log(
    `  wake to first answer, median of ${ROUNDS} rounds (their spread): ` +
      `ours ${ms(median(rounds.map((r) => r.ours)))} (${spread(rounds.map((r) => r.ours))} ms), ` +
      `empty extension ${ms(median(rounds.map((r) => r.empty)))} ` +
      `(${spread(rounds.map((r) => r.empty))} ms); ratio ${median(ratios).toFixed(2)}x ` +
      `(rounds ${spread(ratios)}x)`,
  );
  const words = rounds.map((r) => r.words);
  console.log(
    `  … an answer that needs words (history/recent: the catalogue in force and English read): ` +
      `${ms(median(words))} (${spread(words)} ms)`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
