import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../src/shared/log/log-entry.ts';
import { LogRing } from '../../../../src/background/stores/ring-buffer.ts';

const entry = (n: number, change: Partial<LogEntry> = {}): LogEntry => ({
  time: 1_000 + n,
  level: 'info',
  runtime: 'worker',
  scope: 'test',
  message: `entry ${n}`,
  ...change,
});

const bytesOf = (e: LogEntry): number => new TextEncoder().encode(JSON.stringify(e)).byteLength;

describe('LogRing', () => {
  it('keeps the newest entries when over its count, oldest first', () => {
    const ring = new LogRing({ maxEntries: 3, maxBytes: 1_000_000 });
    for (let n = 1; n <= 5; n++) ring.add(entry(n));
    expect(ring.entries().map((e) => e.message)).toEqual(['entry 3', 'entry 4', 'entry 5']);
  });

  it('keeps within its bytes, dropping the oldest first', () => {
    const one = bytesOf(entry(1));
    const ring = new LogRing({ maxEntries: 100, maxBytes: one * 2 + 5 });
    for (let n = 1; n <= 4; n++) ring.add(entry(n));
    expect(ring.entries().map((e) => e.message)).toEqual(['entry 3', 'entry 4']);
    expect(ring.bytes).toBeLessThanOrEqual(one * 2 + 5);
    expect(ring.bytes).toBe(ring.entries().reduce((sum, e) => sum + bytesOf(e), 0));
  });

  it('does not let one entry larger than the budget push out the rest', () => {
    const ring = new LogRing({ maxEntries: 10, maxBytes: 400 });
    ring.add(entry(1));
    ring.add(entry(2, { detail: { stack: 'x'.repeat(1_000) } }));
    expect(ring.entries().map((e) => e.message)).toEqual(['entry 1']);
  });

  it('counts a repeat of a recent entry instead of adding it', () => {
    const ring = new LogRing({ maxEntries: 10, maxBytes: 1_000_000 });
    ring.add(entry(1, { message: 'relay down' }));
    ring.add(entry(2));
    ring.add(entry(3, { message: 'relay down' }));
    ring.add(entry(4, { message: 'relay down' }));
    expect(ring.entries()).toEqual([
      entry(1, { message: 'relay down', repeats: 2, lastTime: 1_004 }),
      entry(2),
    ]);
    // A different level, scope or runtime is another event.
    ring.add(entry(5, { message: 'relay down', level: 'error' }));
    expect(ring.size).toBe(3);
  });

  it('a loop of one failure leaves the earlier entries in place', () => {
    const ring = new LogRing({ maxEntries: 5, maxBytes: 1_000_000 });
    for (let n = 1; n <= 4; n++) ring.add(entry(n));
    for (let n = 0; n < 1_000; n++)
      ring.add(entry(100, { message: 'poll failed', time: 2_000 + n }));
    expect(ring.entries().map((e) => e.message)).toEqual([
      'entry 1',
      'entry 2',
      'entry 3',
      'entry 4',
      'poll failed',
    ]);
    expect(ring.entries()[4]).toMatchObject({ repeats: 999, lastTime: 2_999 });
  });

  it('starts again from stored entries, keeping the newest that fit', () => {
    const ring = new LogRing({ maxEntries: 2, maxBytes: 1_000_000 });
    ring.add(entry(9));
    ring.replace([entry(1), entry(2), entry(3)]);
    expect(ring.entries().map((e) => e.message)).toEqual(['entry 2', 'entry 3']);
    ring.clear();
    expect(ring.entries()).toEqual([]);
    expect(ring.bytes).toBe(0);
  });
});
