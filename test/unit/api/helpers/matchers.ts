import { expect } from 'vitest';

/** expect.stringMatching typed as a string, so it sits inside typed object patterns. */
export function textMatching(pattern: RegExp): string {
  return expect.stringMatching(pattern) as string;
}

/** A copy of `value` without `keys`. */
export function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}
