import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../../src/core/one-at-a-time.ts';

/** A promise settled from outside, to hold a task open. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('oneAtATime', () => {
  it('starts a task for a key only once the one before it has finished', async () => {
    const run = oneAtATime<number>();
    const log: string[] = [];
    const first = gate();
    const a = run(1, async () => {
      log.push('a starts');
      await first.opened;
      log.push('a ends');
    });
    const b = run(1, () => {
      log.push('b runs');
      return Promise.resolve();
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['a starts']);
    first.open();
    await Promise.all([a, b]);
    expect(log).toEqual(['a starts', 'a ends', 'b runs']);
  });

  it('lets tasks of other keys run meanwhile', async () => {
    const run = oneAtATime<number>();
    const held = gate();
    const log: string[] = [];
    const a = run(1, async () => {
      await held.opened;
      log.push('tab 1');
    });
    await run(2, () => {
      log.push('tab 2');
      return Promise.resolve();
    });
    expect(log).toEqual(['tab 2']);
    held.open();
    await a;
    expect(log).toEqual(['tab 2', 'tab 1']);
  });

  it('goes on after a failure, which its own caller sees', async () => {
    const run = oneAtATime<string>();
    const failed = run('k', () => Promise.reject(new Error('no tab')));
    const next = run('k', () => Promise.resolve());
    await expect(failed).rejects.toThrow('no tab');
    await expect(next).resolves.toBeUndefined();
  });
});
