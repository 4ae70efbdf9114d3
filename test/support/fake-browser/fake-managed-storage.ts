import type { CallLog } from './call-log.ts';
import type { FakeEvent } from './fake-event.ts';
import type { StorageChanges, StorageListener } from './fake-storage.ts';

const copy = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/**
 * `storage.managed`: the administrator's policy, read-only to the extension and set by the test
 * (`setPolicy`). With no policy it rejects as Firefox does ("Managed storage manifest not
 * found"); Chrome would answer `{}`, which `setPolicy({})` gives.
 */
export class FakeManagedStorage {
  #policy: Record<string, unknown> | undefined;

  constructor(
    private readonly onChanged: FakeEvent<StorageListener>,
    private readonly log: CallLog,
  ) {}

  get(keys?: string | string[] | null): Promise<Record<string, unknown>> {
    if (this.#policy === undefined) {
      return Promise.reject(new Error('Managed storage manifest not found'));
    }
    const all = copy(this.#policy) as Record<string, unknown>;
    if (keys === undefined || keys === null) return Promise.resolve(all);
    const wanted = typeof keys === 'string' ? [keys] : keys;
    return Promise.resolve(
      Object.fromEntries(wanted.filter((k) => k in all).map((k) => [k, all[k]])),
    );
  }

  set(): Promise<void> {
    return Promise.reject(new Error('This is a read-only store.'));
  }

  remove(): Promise<void> {
    return Promise.reject(new Error('This is a read-only store.'));
  }

  clear(): Promise<void> {
    return Promise.reject(new Error('This is a read-only store.'));
  }

  /** The administrator deploys (or, with undefined, withdraws) a policy: `onChanged` says so. */
  setPolicy(policy: Record<string, unknown> | undefined): void {
    const before = this.#policy ?? {};
    const after = policy ?? {};
    this.#policy = policy === undefined ? undefined : (copy(policy) as Record<string, unknown>);
    const changes: StorageChanges = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      changes[key] = {
        ...(key in before ? { oldValue: copy(before[key]) } : {}),
        ...(key in after ? { newValue: copy(after[key]) } : {}),
      };
    }
    if (Object.keys(changes).length === 0) return;
    this.onChanged.emit(changes, 'managed');
    this.log.changed();
  }
}
