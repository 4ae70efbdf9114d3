/**
 * Runs the tasks given one key one after another (a record, a stored map). An alarm, an open
 * popup's poll and a button can all act on the same scan; without this two of them could submit
 * it twice, or two read-then-write updates of one storage item could lose one of them.
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
