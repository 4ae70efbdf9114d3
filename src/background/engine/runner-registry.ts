import type { ApiClient } from '../../api/index.ts';
import {
  isOfKind,
  type CheckKind,
  type CheckOf,
  type CheckRecord,
} from '../../shared/checks/check-record.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import type { History } from '../stores/history-db.ts';

export interface RunDeps {
  client: ApiClient;
  history: History;
  /**
   * Saves progress on the running check (a long text's parts done so far), so a restarted
   * worker goes on from there. Applied only while the check is still running.
   */
  saveProgress: (change: (record: CheckRecord) => CheckRecord) => Promise<void>;
  signal?: AbortSignal;
}

/** A runner's answer: the kind's own result, and the credits the service charged. */
export interface CheckAnswer<K extends CheckKind> {
  kind: K;
  result: NonNullable<CheckOf<K>['result']>;
  credits: number | undefined;
}

export type CheckRunner<K extends CheckKind> = (
  record: CheckOf<K>,
  deps: RunDeps,
) => Promise<Result<CheckAnswer<K>>>;

/**
 * An answer with its kind erased: what it makes of the record, applied to the record as it is
 * when the answer lands (the user may have cancelled it meanwhile).
 */
export interface Answered {
  apply: (record: CheckRecord, now: number) => CheckRecord;
}

type ErasedRunner = (record: CheckRecord, deps: RunDeps) => Promise<Result<Answered>>;

/**
 * What the engine asks of a kind answered by webhook, whose follower of the relay
 * (engine/relay-follower.ts) runs its checks instead of the engine's runner.
 */
export interface KindFollower {
  /** "Stop waiting" on these checks: each still open ends, cancelled, and is followed no more. */
  stopWaiting?: (ids: readonly string[]) => Promise<CheckRecord[]>;
  /** Sends or reads now what is open (the popup opened: the service may be back). */
  followOpen?: () => Promise<void>;
  /** Wires its alarm at worker start and goes on with what was left open. */
  start: () => void;
}

/**
 * How each kind gets its answer: a runner the engine calls (one request, or a few in parts), or
 * its own follower of the webhook relay, which the engine's runner leaves alone.
 */
const runners = new Map<CheckKind, ErasedRunner | { follower: KindFollower | undefined }>();

/**
 * Each kind's module registers its runner, the way message handlers register: the engine names
 * no kind, and each runner sees only its own variant.
 */
export function registerCheckRunner<K extends CheckKind>(kind: K, runner: CheckRunner<K>): void {
  runners.set(kind, async (record, deps) => {
    if (!isOfKind(record, kind)) return err(appError('internal', `Not a ${kind} check.`));
    const answer = await runner(record, deps);
    if (!answer.ok) return answer;
    const { result, credits } = answer.value;
    return ok({
      apply: (current, now) =>
        isOfKind(current, kind)
          ? {
              ...current,
              status: 'done' as const,
              credits,
              error: undefined,
              retryAt: undefined,
              updatedAt: now,
              result,
            }
          : current,
    });
  });
}

/** A kind answered by webhook: its follower runs it, not the engine's runner. */
export function registerFollowedKind(kind: CheckKind, follower?: KindFollower): void {
  runners.set(kind, { follower });
}

/** The followers of the kinds answered by webhook, with the kinds they follow. */
export function followers(): { kind: CheckKind; follower: KindFollower }[] {
  return [...runners].flatMap(([kind, runner]) =>
    typeof runner !== 'function' && runner.follower ? [{ kind, follower: runner.follower }] : [],
  );
}

/** Whether the engine's runner runs checks of this kind (else a follower does, or nothing yet). */
export function runsHere(kind: CheckKind): boolean {
  return typeof runners.get(kind) === 'function';
}

/** Whether anything answers checks of this kind: a runner, or a follower of the relay. */
export function hasRunner(kind: CheckKind): boolean {
  return runners.has(kind);
}

/** Runs one check with its kind's runner; the caller handles state, retries and resuming. */
export function executeCheck(record: CheckRecord, deps: RunDeps): Promise<Result<Answered>> {
  const runner = runners.get(record.kind);
  if (typeof runner !== 'function') {
    return Promise.resolve(err(appError('internal', `No runner for ${record.kind} checks.`)));
  }
  return runner(record, deps);
}
