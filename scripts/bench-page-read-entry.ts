/**
 * Bundled into the page by bench-page-read.ts: the floor (Readability alone on a copy of the
 * page), and a watch on the page's long tasks while the extension reads it.
 */
import { Readability } from '@mozilla/readability';

const tasks: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) tasks.push(entry.duration);
}).observe({ type: 'longtask' });

const scope = globalThis as {
  readabilityAlone?: () => number;
  longTasksSince?: (from: number) => number[];
  longTaskCount?: () => number;
};
scope.readabilityAlone = () => {
  const started = performance.now();
  new Readability(document.cloneNode(true) as Document).parse();
  return performance.now() - started;
};
scope.longTaskCount = () => tasks.length;
scope.longTasksSince = (from) => tasks.slice(from);
