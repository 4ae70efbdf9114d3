import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageSlices } from '../../../../src/content/reading/page-slices.ts';

/** A channel whose messages never arrive, as when a browser drops a collected port's queue. */
class SilentChannel {
  readonly port1 = { onmessage: null as unknown, close: () => undefined };
  readonly port2 = { postMessage: () => undefined };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a yield whose message is lost', () => {
  it('still ends, after its backstop, so no reading waits for ever', async () => {
    vi.stubGlobal('MessageChannel', SilentChannel);
    vi.useFakeTimers();
    let ended = false;
    const yielded = new PageSlices().next().then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await yielded;
    expect(ended).toBe(true);
  });
});
