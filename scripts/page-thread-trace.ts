/**
 * The tasks a page's own thread ran while something happened, from Chromium's trace of the page
 * (CDP Tracing on the page's session, top-level tasks only, so the trace costs little): their sum
 * and the longest. The page is idle in the benches, so what its thread ran meanwhile is ours (our
 * content script runs there, on the page's main thread), message handling included; a longtask
 * observer would see only tasks of 50 ms and more.
 */
import type { CDPSession, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own time in the event (CPU), µs. */
  tdur?: number;
  pid: number;
  tid: number;
}

export interface ThreadTime {
  /** Sum of the page thread's tasks, ms. */
  busyMs: number;
  /** The longest of them, ms. */
  longestMs: number;
  /**
   * The same in the thread's own time (CPU): what the tasks cost, however long a loaded machine
   * kept the thread waiting in them.
   */
  busyCpuMs: number;
  longestCpuMs: number;
}

/** A user-timing mark made by the page itself: it names the page's own main thread in the trace. */
const MARK = 'bench-page-thread';

export async function tracePageThread(
  page: Page,
  during: () => Promise<void>,
): Promise<ThreadTime> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'blink.user_timing'] },
    transferMode: 'ReportEvents',
  } as never);
  await page.evaluate((name) => performance.mark(name), MARK);
  await during();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const mark = events.find((e) => e.name === MARK);
  if (!mark) throw new Error('The page thread was not found in the trace.');
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.pid === mark.pid &&
      e.tid === mark.tid &&
      e.ts > mark.ts,
  );
  const durations = tasks.map((e) => (e.dur ?? 0) / 1000);
  const cpu = tasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
  const sum = (values: number[]): number => values.reduce((total, ms) => total + ms, 0);
  return {
    busyMs: sum(durations),
    longestMs: Math.max(0, ...durations),
    busyCpuMs: sum(cpu),
    longestCpuMs: Math.max(0, ...cpu),
  };
}
