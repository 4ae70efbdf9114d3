import { describe, expect, it } from 'vitest';
import {
  CLOCK_EVERY,
  PageSlices,
  yieldToPage,
} from '../../../../src/content/features/page-slices.ts';

/** Counts the page's own tasks that ran: one is queued after each that runs, until stopped. */
function pageTasks(): { ran: () => number; stop: () => void } {
  let ran = 0;
  let stopped = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    ran++;
    if (!stopped) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return {
    ran: () => ran,
    stop: () => {
      stopped = true;
      channel.port1.close();
    },
  };
}

describe('PageSlices', () => {
  it('lets the page run its tasks between slices once a slice is spent', async () => {
    const page = pageTasks();
    const seen: number[] = [];
    // No time at all per slice: the clock is read every few items, and each reading yields.
    const n = CLOCK_EVERY;
    await new PageSlices(0).each(
      Array.from({ length: 3 * n }, (_, i) => i),
      () => {
        seen.push(page.ran());
      },
    );
    page.stop();
    expect(seen[0]).toBe(0);
    expect(seen[n - 1]).toBe(seen[0]);
    expect(seen[n]).toBeGreaterThan(seen[n - 1]!);
    expect(seen[2 * n]).toBeGreaterThan(seen[2 * n - 1]!);
  });

  it('keeps the thread while the slice has time left', async () => {
    const page = pageTasks();
    const seen: number[] = [];
    await new PageSlices(60_000).each(
      Array.from({ length: 96 }, (_, i) => i),
      () => {
        seen.push(page.ran());
      },
    );
    page.stop();
    expect(new Set(seen)).toEqual(new Set([0]));
  });

  it('always yields on next(), before a call that is long on its own', async () => {
    const page = pageTasks();
    await new PageSlices(60_000).next();
    page.stop();
    expect(page.ran()).toBeGreaterThan(0);
  });

  it('ends every yield asked at once, in the order asked', async () => {
    const ended: number[] = [];
    await Promise.all([0, 1, 2, 3, 4].map((n) => yieldToPage().then(() => ended.push(n))));
    expect(ended).toEqual([0, 1, 2, 3, 4]);
  });
});
