import type { LogEntry } from '../../shared/log/log-entry.ts';

export interface RingLimits {
  maxEntries: number;
  /** UTF-8 bytes of the entries as JSON, roughly what storing them costs. */
  maxBytes: number;
}

/** An entry equal to one of the last few (a poll failing every second) is counted, not added. */
const REPEAT_WINDOW = 8;

const encoder = new TextEncoder();
const sizeOf = (entry: LogEntry): number => encoder.encode(JSON.stringify(entry)).byteLength;

const sameEvent = (a: LogEntry, b: LogEntry): boolean =>
  a.level === b.level && a.runtime === b.runtime && a.scope === b.scope && a.message === b.message;

/**
 * The recent log, oldest first, bounded by entries and by bytes: the oldest entries go first.
 * A repeat of a recent entry bumps that entry's count, so a loop cannot push the rest out.
 */
export class LogRing {
  #entries: LogEntry[] = [];
  #sizes: number[] = [];
  #bytes = 0;

  constructor(readonly limits: RingLimits) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.length;
  }

  add(entry: LogEntry): void {
    const from = Math.max(0, this.#entries.length - REPEAT_WINDOW);
    for (let i = this.#entries.length - 1; i >= from; i--) {
      const earlier = this.#entries[i];
      if (earlier && sameEvent(earlier, entry)) {
        this.#set(i, { ...earlier, repeats: (earlier.repeats ?? 0) + 1, lastTime: entry.time });
        return;
      }
    }
    const size = sizeOf(entry);
    // One entry larger than the whole budget would push out everything else: it is not kept.
    if (size > this.limits.maxBytes) return;
    this.#entries.push(entry);
    this.#sizes.push(size);
    this.#bytes += size;
    this.#trim();
  }

  /** Oldest first; a copy. */
  entries(): LogEntry[] {
    return [...this.#entries];
  }

  /** Starts again from these entries (oldest first), keeping the newest that fit. */
  replace(entries: readonly LogEntry[]): void {
    this.clear();
    for (const entry of entries) {
      const size = sizeOf(entry);
      if (size > this.limits.maxBytes) continue;
      this.#entries.push(entry);
      this.#sizes.push(size);
      this.#bytes += size;
    }
    this.#trim();
  }

  clear(): void {
    this.#entries = [];
    this.#sizes = [];
    this.#bytes = 0;
  }

  #set(index: number, entry: LogEntry): void {
    const size = sizeOf(entry);
    this.#bytes += size - (this.#sizes[index] ?? 0);
    this.#entries[index] = entry;
    this.#sizes[index] = size;
    this.#trim();
  }

  #trim(): void {
    while (
      this.#entries.length > 0 &&
      (this.#entries.length > this.limits.maxEntries || this.#bytes > this.limits.maxBytes)
    ) {
      this.#entries.shift();
      this.#bytes -= this.#sizes.shift() ?? 0;
    }
  }
}
