import type { ApiClient } from '../../api/index.ts';
import type { CheckOf, CheckRecord } from '../../shared/checks/check-record.ts';
import { appError, err, type Result } from '../../core/errors.ts';
import type { History } from '../stores/history-db.ts';

/**
 * Kinds answered by one request (or a few, in parts); URL scans and video checks wait for
 * webhooks instead, and are followed through the relay by their own kind's follower.
 */
export const RUNNABLE_KINDS = [
  'ai-text',
  'moderation',
  'ai-image',
  'image-plagiarism',
  'object-detection',
] as const;
export type RunnableKind = (typeof RUNNABLE_KINDS)[number];

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
export interface CheckAnswer<K extends RunnableKind> {
  kind: K;
  result: NonNullable<CheckOf<K>['result']>;
  credits: number | undefined;
}
export type AnyCheckAnswer = { [K in RunnableKind]: CheckAnswer<K> }[RunnableKind];

export type CheckRunner<K extends RunnableKind> = (
  record: CheckOf<K>,
  deps: RunDeps,
) => Promise<Result<CheckAnswer<K>>>;

type RunnerTable = { [K in RunnableKind]: CheckRunner<K> };
const runners: Partial<RunnerTable> = {};

/**
 * Each kind's module registers its runner, the way message handlers register: the runner of
 * checks needs no import of images or text code, and each runner sees only its own variant.
 */
export function registerCheckRunner<K extends RunnableKind>(kind: K, runner: RunnerTable[K]): void {
  runners[kind] = runner;
}

function runOfKind<K extends RunnableKind>(
  kind: K,
  record: CheckOf<K>,
  deps: RunDeps,
): Promise<Result<CheckAnswer<K>>> {
  const runner = runners[kind];
  if (!runner) return Promise.resolve(err(appError('internal', `No runner for ${kind} checks.`)));
  return runner(record, deps);
}

/** Runs one check with its kind's runner; the caller handles state, retries and resuming. */
export function executeCheck(record: CheckRecord, deps: RunDeps): Promise<Result<AnyCheckAnswer>> {
  switch (record.kind) {
    case 'ai-text':
      return runOfKind('ai-text', record, deps);
    case 'moderation':
      return runOfKind('moderation', record, deps);
    case 'ai-image':
      return runOfKind('ai-image', record, deps);
    case 'image-plagiarism':
      return runOfKind('image-plagiarism', record, deps);
    case 'object-detection':
      return runOfKind('object-detection', record, deps);
    case 'url-scan':
      return Promise.resolve(err(appError('internal', 'URL scans are followed, not run.')));
    case 'ai-video':
      return Promise.resolve(err(appError('internal', 'Video checks are followed, not run.')));
  }
}

/** The record with a runner's answer in it, when the answer is for its kind. */
export function withAnswer(record: CheckRecord, answer: AnyCheckAnswer, now: number): CheckRecord {
  const done = {
    status: 'done' as const,
    credits: answer.credits,
    error: undefined,
    retryAt: undefined,
    updatedAt: now,
  };
  if (record.kind === 'ai-text' && answer.kind === 'ai-text') {
    return { ...record, ...done, result: answer.result };
  }
  if (record.kind === 'moderation' && answer.kind === 'moderation') {
    return { ...record, ...done, result: answer.result };
  }
  if (record.kind === 'ai-image' && answer.kind === 'ai-image') {
    return { ...record, ...done, result: answer.result };
  }
  if (record.kind === 'image-plagiarism' && answer.kind === 'image-plagiarism') {
    return { ...record, ...done, result: answer.result };
  }
  if (record.kind === 'object-detection' && answer.kind === 'object-detection') {
    return { ...record, ...done, result: answer.result };
  }
  return record;
}
