/**
 * Runs tasks on one record one after another. An alarm, an open popup's poll and a button can
 * all act on the same scan; without this two of them could submit it twice.
 */
const chains = new Map<string, Promise<unknown>>();

export function exclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = chains.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  chains.set(key, run);
  const cleanup = (): void => {
    if (chains.get(key) === run) chains.delete(key);
  };
  run.then(cleanup, cleanup);
  return run;
}
