/**
 * The guard of every save: a value the organisation locked is not changed. Pages do not offer
 * locked controls, so this answers only a page that is out of date or a forged request. Pure.
 */
import { appError, detailWords, type AppError } from '../../core/errors.ts';

/** Code of the `forbidden` error a save of a locked setting gets. */
export const SET_BY_POLICY_CODE = 'set-by-policy';

export const SET_BY_POLICY = 'Set by your organisation';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The locked fields `patch` would change (a field sent with the value in force is no change). */
export function lockedChanges<F extends string>(
  locked: readonly F[],
  current: Partial<Record<F, unknown>>,
  patch: Partial<Record<F, unknown>>,
): F[] {
  return locked.filter(
    (field) => patch[field] !== undefined && !same(patch[field], current[field]),
  );
}

/**
 * The fields of `patch` that differ from the values in force: what a save stores. A value sent as
 * it stands (a locked one, or the organisation's default) stays out of the user's own settings.
 */
export function changedFields<T extends object>(current: T, patch: Partial<T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const field of Object.keys(patch) as (keyof T)[]) {
    if (patch[field] !== undefined && !same(patch[field], current[field])) {
      changed[field] = patch[field];
    }
  }
  return changed;
}

/** The refusal of a save that would change `fields`. */
export function setByPolicyError(fields: readonly string[]): AppError {
  return appError('forbidden', `${SET_BY_POLICY}: ${fields.join(', ')} cannot be changed here.`, {
    code: SET_BY_POLICY_CODE,
    ...(fields[0] ? { field: fields[0] } : {}),
    // The fields are the settings' names in code, for the log: the reader is told plainly.
    words: detailWords('error_lockedSettings'),
  });
}
