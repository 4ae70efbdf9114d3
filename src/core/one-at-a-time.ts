/**
 * Runs tasks for the same key one after another, in the order they were asked for; tasks for
 * different keys run freely. Used where two overlapping runs would race to the same place (two
 * repaints of one tab) and the later request must be the one that lands last.
 */
export function oneAtATime<K>(): (key: K, task: () => Promise<void>) => Promise<void> {
  const tails = new Map<K, Promise<void>>();
  return (key, task) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    // A failed task does not stop the ones queued behind it; its caller still sees the failure.
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
