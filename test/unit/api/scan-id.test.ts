import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { generateScanId, ScanIdSchema } from '../../../src/api/index.ts';

describe('generateScanId', () => {
  it('makes valid, URL-safe ids of 3 to 36 characters', () => {
    const id = generateScanId();
    expect(v.is(ScanIdSchema, id)).toBe(true);
    expect(id).toMatch(/^al-[0-9a-z]+-[0-9a-z]{12}$/);
    expect(encodeURIComponent(id)).toBe(id);
    expect(id.length).toBeLessThanOrEqual(36);
  });

  it('stays within 36 characters for far-future times', () => {
    expect(generateScanId(8.64e15).length).toBeLessThanOrEqual(36);
  });

  it('makes different ids in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => generateScanId(1_700_000_000_000)));
    expect(ids.size).toBe(2000);
  });

  it('encodes the time first and the random bytes after, skipping biased bytes', () => {
    const id = generateScanId(35, (bytes) => {
      bytes.set([255, 0, 1, 35, 36, 251, 2, 3, 4, 5, 6, 7]);
    });
    // 255 is rejected (above 251); the rest map modulo 36; the 12th character needs a refill.
    expect(id.startsWith('al-z-01z0z234567')).toBe(true);
    expect(id).toHaveLength('al-z-'.length + 12);
  });
});
