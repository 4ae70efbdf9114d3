/**
 * Bundled into a test page by bench-page-text.ts: reads the page's text the way the content
 * script does (live layout, Readability, tracing back to the page) and times it against its floor,
 * Readability alone on a copy, with the longest task each leaves the page.
 */
import { Readability } from '@mozilla/readability';
import { readPageText } from '../src/content/reading/page-text.ts';
import { PageSlices } from '../src/content/reading/page-slices.ts';
import { renderedLayout } from '../src/content/reading/rendered-layout.ts';
import { toDomPieces } from '../src/shared/text/text-map.ts';

export interface Timing {
  readabilityMs: number;
  readMs: number;
  /** The longest stretch our code held the page's thread, sliced as the content script reads. */
  longestTaskMs: number;
  /** The same read with no slicing: the whole read as one task. */
  unslicedMs: number;
  /** The longest task the browser reported (`longtask`, only those over 50 ms), else 0. */
  reportedLongTaskMs: number;
  visibleMs: number;
  mapMs: number;
  chars: number;
  segments: number;
  textNodes: number;
}

/** Records how long each of our slices held the thread (the time between yields). */
class TimedSlices extends PageSlices {
  longest = 0;
  private started = performance.now();

  private lap(): void {
    this.longest = Math.max(this.longest, performance.now() - this.started);
  }

  override async next(): Promise<void> {
    this.lap();
    await super.next();
    this.started = performance.now();
  }

  finish(): number {
    this.lap();
    return this.longest;
  }
}

/** Never yields: today's read before slicing, one task from start to end. */
class OneTask extends PageSlices {
  override next(): Promise<void> {
    return Promise.resolve();
  }
}

async function measure(): Promise<Timing> {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  let started = performance.now();
  const layout = renderedLayout();
  for (const node of nodes) layout.isRendered(node);
  const visibleMs = performance.now() - started;

  started = performance.now();
  new Readability(document.cloneNode(true) as Document).parse();
  const readabilityMs = performance.now() - started;

  started = performance.now();
  await readPageText(document, renderedLayout(), { slices: new OneTask(Infinity) });
  const unslicedMs = performance.now() - started;

  let reportedLongTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      reportedLongTaskMs = Math.max(reportedLongTaskMs, entry.duration);
    }
  });
  observer.observe({ type: 'longtask' });
  const slices = new TimedSlices();
  started = performance.now();
  const map = await readPageText(document, renderedLayout(), { slices });
  const readMs = performance.now() - started;
  const longestTaskMs = slices.finish();
  // Long tasks are reported after they end: one more turn for the last one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();

  started = performance.now();
  for (let i = 0; i < 1000; i++) {
    toDomPieces(map, Math.floor((i * map.text.length) / 1000), 400);
  }
  const mapMs = performance.now() - started;
  return {
    readabilityMs,
    readMs,
    longestTaskMs,
    unslicedMs,
    reportedLongTaskMs,
    visibleMs,
    mapMs,
    chars: map.text.length,
    segments: map.segments.length,
    textNodes: nodes.length,
  };
}

(globalThis as { measurePageText?: () => Promise<Timing> }).measurePageText = measure;
