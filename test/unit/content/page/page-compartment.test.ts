import { describe, expect, it } from 'vitest';
import { highlightRanges, registryNames } from '../../../../src/content/page/page-compartment.ts';

/**
 * A Firefox Xray view of the page's registry: its own methods answer truly but refuse to
 * iterate, and `wrappedJSObject` is the page's object, whose listing the page may have rewritten.
 */
function xrayOf(truth: Map<string, unknown>, pageKeys: () => Iterable<string>): HighlightRegistry {
  return {
    size: truth.size,
    has: (name: string) => truth.has(name),
    get: (name: string) => truth.get(name),
    forEach: () => {
      throw new Error('Permission denied to access object');
    },
    wrappedJSObject: { keys: pageKeys },
  } as unknown as HighlightRegistry;
}

describe('registryNames', () => {
  const truth = new Map<string, unknown>([
    ['ours0', {}],
    ['page-cover', {}],
  ]);

  it('lists natively where it can', () => {
    expect(registryNames(truth as unknown as HighlightRegistry)).toEqual(['ours0', 'page-cover']);
  });

  it('takes the page’s listing when it matches what the browser answers', () => {
    expect(registryNames(xrayOf(truth, () => truth.keys()))).toEqual(['ours0', 'page-cover']);
  });

  it('refuses a listing the page rewrote to hide an entry, repeat one, or invent one', () => {
    expect(registryNames(xrayOf(truth, () => ['ours0']))).toBeUndefined();
    expect(registryNames(xrayOf(truth, () => ['ours0', 'ours0']))).toBeUndefined();
    expect(registryNames(xrayOf(truth, () => ['ours0', 'decoy']))).toBeUndefined();
    expect(
      registryNames(
        xrayOf(truth, () => {
          throw new Error('the page threw');
        }),
      ),
    ).toBeUndefined();
  });
});

describe('highlightRanges', () => {
  it('checks a highlight’s listing the same way', () => {
    const a = { startOffset: 0 } as AbstractRange;
    const b = { startOffset: 1 } as AbstractRange;
    const truth = new Set([a, b]);
    const xray = (listed: unknown[]): Highlight =>
      ({
        size: truth.size,
        has: (r: AbstractRange) => truth.has(r),
        forEach: () => {
          throw new Error('Permission denied to access object');
        },
        wrappedJSObject: listed,
      }) as unknown as Highlight;
    expect(highlightRanges(xray([a, b]))).toEqual([a, b]);
    expect(highlightRanges(xray([a]))).toBeUndefined();
    expect(highlightRanges(xray([a, a]))).toBeUndefined();
  });
});
