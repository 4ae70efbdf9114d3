/**
 * Reading and writing secrets (secret-items.ts) in the extension origin's IndexedDB
 * (secret-db.ts), validated like storage items. Nothing happens before the start-up check of
 * secret-guard.ts has passed: where it fails, secrets read as their defaults and saving one is
 * refused with the reason, rather than kept where a web page could reach it.
 */
import * as v from 'valibot';
import { openSecretDb } from './secret-db.ts';
import type { SecretItem } from './secret-items.ts';
import { secretsAreSafe } from './secret-guard.ts';

type Listener = (key: string, value: unknown) => void;
const listeners = new Set<Listener>();

/** Refuses to write a secret where the check failed; the message handler reports the reason. */
async function ensureSafe(): Promise<void> {
  const check = await secretsAreSafe();
  if (!check.safe) throw new Error(check.why);
}

export async function getSecret<T>(item: SecretItem<T>): Promise<T> {
  if (!(await secretsAreSafe()).safe) return item.fallback;
  const raw = await (await openSecretDb()).get('secrets', item.key);
  if (raw === undefined) return item.fallback;
  const parsed = v.safeParse(item.schema, raw);
  return parsed.success ? parsed.output : item.fallback;
}

export async function setSecret<T>(item: SecretItem<T>, value: T): Promise<void> {
  await ensureSafe();
  await (await openSecretDb()).put('secrets', value, item.key);
  for (const listener of [...listeners]) listener(item.key, value);
}

export async function removeSecret<T>(item: SecretItem<T>): Promise<void> {
  await ensureSafe();
  await (await openSecretDb()).delete('secrets', item.key);
  for (const listener of [...listeners]) listener(item.key, item.fallback);
}

/**
 * Calls back with each new value of `item`, for as long as the worker lives. Only the worker
 * writes secrets, so its own writes are all there is to watch.
 */
export function watchSecret<T>(item: SecretItem<T>, callback: (value: T) => void): void {
  listeners.add((key, value) => {
    if (key !== item.key) return;
    const parsed = v.safeParse(item.schema, value);
    callback(parsed.success ? parsed.output : item.fallback);
  });
}
