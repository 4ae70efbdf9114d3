/**
 * The organisation's policy (`storage.managed`), read once and kept while the worker lives, read
 * again when the browser says it changed. Entries the policy got wrong are logged and left out.
 */
import { browser } from '../../platform/browser.ts';
import {
  NO_POLICY,
  parseManagedPolicy,
  type ManagedPolicy,
} from '../../shared/settings/managed-policy.ts';
import { rememberSecret } from '../stores/known-secrets.ts';
import { logIfRejected } from '../stores/log-failure.ts';
import { log } from '../stores/worker-log.ts';

type PolicyListener = (previous: ManagedPolicy, next: ManagedPolicy) => Promise<void> | void;

const listeners = new Set<PolicyListener>();
let cached: Promise<ManagedPolicy> | undefined;

async function readPolicy(): Promise<ManagedPolicy> {
  let raw: unknown;
  try {
    raw = await browser.storage.managed.get();
  } catch {
    // Firefox rejects when no policy names the extension, and some browsers have no managed
    // storage at all: both mean there is no policy.
    return NO_POLICY;
  }
  const { policy, problems } = parseManagedPolicy(raw);
  // Known before anything can log it: the log hides it like a key the user typed.
  rememberSecret(policy.values.apiKey);
  for (const { policy: name, problem } of problems) {
    log.warn('policy', `The managed policy "${name}" was left out`, { problem });
  }
  return policy;
}

/** The policy in force (no entries when none is deployed). */
export function managedPolicy(): Promise<ManagedPolicy> {
  cached ??= readPolicy();
  return cached;
}

/** Calls back after each change of the policy, with the policy before and after it. */
export function onManagedPolicyChanged(listener: PolicyListener): void {
  listeners.add(listener);
}

async function changed(previous: Promise<ManagedPolicy>): Promise<void> {
  const [before, after] = await Promise.all([previous, managedPolicy()]);
  for (const listener of listeners) await listener(before, after);
}

/** Follows the policy's changes for the worker's life; attached at start, as listeners must be. */
export function followManagedPolicy(): void {
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area !== 'managed') return;
    const previous = managedPolicy();
    cached = readPolicy();
    logIfRejected('policy', 'Applying the changed managed policy', changed(previous));
  });
}
