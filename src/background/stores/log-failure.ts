import type { AppError } from '../../core/errors.ts';
import { failureLevel } from './failure-level.ts';
import { log } from './worker-log.ts';

/** A failed operation, at the level its kind deserves (a bug loud, a refused key quiet). */
export function logFailure(scope: string, message: string, error: AppError): void {
  log[failureLevel(error.kind)](scope, message, error);
}

/**
 * For work started and not awaited (a listener's job, a resume at start): a rejection is
 * recorded under the scope that started it instead of vanishing.
 */
export function logIfRejected(scope: string, what: string, work: Promise<unknown>): void {
  work.catch((error: unknown) => log.error(scope, `${what} failed`, error));
}
