import type { Evaluator } from '../browsers/driver.ts';
import { askExtension } from './ask-extension.ts';

/**
 * When the running background instance started (its `runtime/ping`), or undefined when it did not
 * answer: asking wakes it if it was stopped.
 */
export async function backgroundStartedAt(helper: Evaluator): Promise<number | undefined> {
  try {
    const reply = await askExtension<{ startedAt: number }>(helper, 'runtime/ping', {}, 5_000);
    return reply.ok ? reply.value.startedAt : undefined;
  } catch {
    // A worker stopped mid-answer drops the message: the caller asks again.
    return undefined;
  }
}
