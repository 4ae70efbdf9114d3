/** One call the code made into the fake browser. */
export interface BrowserCall {
  /** e.g. `action.setBadgeText`. */
  api: string;
  args: unknown[];
}

/**
 * Every call into the fake browser, in order, and a signal whenever something changed (a call,
 * a storage write): tests wait on conditions by re-checking them then, never on time.
 */
export class CallLog {
  readonly calls: BrowserCall[] = [];
  readonly #watchers = new Set<() => void>();

  record(api: string, ...args: unknown[]): void {
    this.calls.push({ api, args });
    this.changed();
  }

  /** The first argument of each call to `api`, oldest first. */
  argsOf(api: string): unknown[] {
    return this.calls.filter((c) => c.api === api).map((c) => c.args[0]);
  }

  count(api: string): number {
    return this.calls.filter((c) => c.api === api).length;
  }

  changed(): void {
    for (const watcher of [...this.#watchers]) watcher();
  }

  /** Calls back after every change until the returned function is called. */
  watch(watcher: () => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }
}
