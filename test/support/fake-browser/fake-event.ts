/** A WebExtension event (`onMessage`, `onAlarm` …): listeners added by the code, fired by the test. */
export class FakeEvent<L extends (...args: never[]) => unknown> {
  readonly #listeners = new Set<L>();

  addListener(listener: L): void {
    this.#listeners.add(listener);
  }

  removeListener(listener: L): void {
    this.#listeners.delete(listener);
  }

  hasListener(listener: L): boolean {
    return this.#listeners.has(listener);
  }

  /** The listeners now, in the order they were added. */
  listeners(): L[] {
    return [...this.#listeners];
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  /** Calls every listener, as the browser would, and gives back what each returned. */
  emit(...args: Parameters<L>): ReturnType<L>[] {
    return [...this.#listeners].map((listener) => listener(...args) as ReturnType<L>);
  }

  /** A stopped worker's listeners go with it; the next start adds its own. */
  clear(): void {
    this.#listeners.clear();
  }
}
