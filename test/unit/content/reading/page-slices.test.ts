import { describe, expect, it } from 'vitest';
import { PageSlices } from '../../../../src/content/reading/page-slices.ts';

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
    // No time at all per slice: every reading of the clock (every few items) yields.
    await new PageSlices(0).each(
      Array.from({ length: 64 }, (_, i) => i),
      () => {
        seen.push(page.ran());
      },
    );
    page.stop();
    expect(seen[0]).toBe(0);
    expect(seen[63]).toBeGreaterThan(0);
    // Not after every item: the clock is read every few, so some neighbours saw the same count.
    expect(seen.some((count, i) => i > 0 && count === seen[i - 1])).toBe(true);
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
    const slices = [0, 1, 2, 3, 4].map(() => new PageSlices(60_000));
    await Promise.all(slices.map((slice, n) => slice.next().then(() => ended.push(n))));
    expect(ended).toEqual([0, 1, 2, 3, 4]);
  });
});
