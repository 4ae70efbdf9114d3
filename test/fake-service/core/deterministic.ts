import { createHash } from 'node:crypto';

/** SHA-256 of the parts, so every generated result is a pure function of the input. */
export function digest(...parts: (string | Uint8Array)[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part);
    hash.update('\u0000');
  }
  return hash.digest();
}

/** A number in [0, 1) derived from the input. */
export function unitFraction(...parts: (string | Uint8Array)[]): number {
  return digest(...parts).readUInt32BE(0) / 2 ** 32;
}

/**
 * A small seeded generator (xorshift32) for results that need many numbers.
 * Seeded from a hash, so the sequence repeats for the same input.
 */
export class SeededRandom {
  private state: number;

  constructor(...parts: (string | Uint8Array)[]) {
    this.state = digest(...parts).readUInt32BE(4) || 0x9e3779b9;
  }

  /** A number in [0, 1). */
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 2 ** 32;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}

/** Rounds to four decimals, the precision used for shares and scores. */
export function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
