import type { ErrorKind } from '../../core/errors.ts';
import type { LogLevel } from '../../shared/log/log-entry.ts';

/**
 * How loud a failed operation is in the log: a bug of ours is an error; the service or the
 * network failing, or a message from the wrong sender, a warning; the rest (a refused key, a
 * page that cannot be read, a cancelled check) is the extension working as meant.
 */
export function failureLevel(kind: ErrorKind): LogLevel {
  if (kind === 'internal') return 'error';
  if (kind === 'network' || kind === 'service' || kind === 'forbidden') return 'warn';
  return 'info';
}
