import type { CallLog } from './call-log.ts';
import type { FakeEvent } from './fake-event.ts';

export type AreaName = 'local' | 'session';
export type StorageChanges = Record<string, { oldValue?: unknown; newValue?: unknown }>;
/** `managed` is the policy's area (fake-managed-storage.ts). */
export type StorageListener = (changes: StorageChanges, area: AreaName | 'managed') => void;

/** Values are kept as JSON, as the browser keeps them: what cannot be stored shows up here too. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** `storage.local` or `storage.session`, in memory. */
export class FakeStorageArea {
  readonly values = new Map<string, unknown>();
  /** What `setAccessLevel` was last asked for. */
  accessLevel: string | undefined;
  /** Writes of these keys wait (the browser is slow to answer) until the test lets them go. */
  readonly #held = new Map<string, (() => void)[]>();

  constructor(
    readonly name: AreaName,
    private readonly onChanged: FakeEvent<StorageListener>,
    private readonly log: CallLog,
  ) {}

  get(keys?: string | string[] | null): Promise<Record<string, unknown>> {
    const wanted =
      keys === undefined || keys === null
        ? [...this.values.keys()]
        : typeof keys === 'string'
          ? [keys]
          : keys;
    const found: Record<string, unknown> = {};
    for (const key of wanted) {
      if (this.values.has(key)) found[key] = asStored(this.values.get(key));
    }
    return Promise.resolve(found);
  }

  /**
   * Makes writes of `key` wait until the returned function is called, so a test can have two
   * read-then-write sequences overlap as they may in a browser. Waiting writes then land in order.
   */
  holdWrites(key: string): () => void {
    this.#held.set(key, []);
    return () => {
      const waiting = this.#held.get(key) ?? [];
      this.#held.delete(key);
      for (const write of waiting) write();
    };
  }

  /** How many writes of `key` are waiting. */
  waitingWrites(key: string): number {
    return this.#held.get(key)?.length ?? 0;
  }

  async set(items: Record<string, unknown>): Promise<void> {
    const held = Object.keys(items)
      .map((key) => this.#held.get(key))
      .find((waiting) => waiting !== undefined);
    if (held) {
      await new Promise<void>((resolve) => {
        held.push(resolve);
        this.log.changed();
      });
    }
    const changes: StorageChanges = {};
    for (const [key, value] of Object.entries(items)) {
      if (value === undefined) continue;
      const stored = asStored(value);
      const oldValue = this.values.get(key);
      this.values.set(key, stored);
      // As in Chrome: a key set to the value it had is no change, and no event names it.
      if (JSON.stringify(oldValue) === JSON.stringify(stored)) continue;
      changes[key] = { oldValue, newValue: stored };
    }
    this.announce(changes);
  }

  remove(keys: string | string[]): Promise<void> {
    const changes: StorageChanges = {};
    for (const key of typeof keys === 'string' ? [keys] : keys) {
      if (!this.values.has(key)) continue;
      changes[key] = { oldValue: this.values.get(key) };
      this.values.delete(key);
    }
    this.announce(changes);
    return Promise.resolve();
  }

  setAccessLevel(options: { accessLevel: string }): Promise<void> {
    this.accessLevel = options.accessLevel;
    this.log.record(`storage.${this.name}.setAccessLevel`, options);
    return Promise.resolve();
  }

  private announce(changes: StorageChanges): void {
    if (Object.keys(changes).length === 0) return;
    this.onChanged.emit(changes, this.name);
    this.log.changed();
  }
}
