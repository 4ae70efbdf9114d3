import * as v from 'valibot';

export type StorageAreaName = 'local' | 'session';

/**
 * One stored value: its key, area, default and schema, declared once. Whatever is read back is
 * validated, and a value that no longer fits (older version, manual edit) reads as the default.
 */
export interface StorageItem<T> {
  readonly key: string;
  readonly area: StorageAreaName;
  readonly schema: v.GenericSchema<unknown, T>;
  readonly fallback: T;
}

export function defineItem<T>(item: StorageItem<T>): StorageItem<T> {
  return item;
}

export function readItemValue<T>(item: StorageItem<T>, raw: unknown): T {
  if (raw === undefined) return item.fallback;
  const parsed = v.safeParse(item.schema, raw);
  return parsed.success ? parsed.output : item.fallback;
}
