import type { Logger } from '../shared/log/logger.ts';

/** A window or a worker's global scope. */
export type ErrorEventTarget = Pick<typeof globalThis, 'addEventListener'>;

/**
 * Records what nothing else caught in this runtime (a throw in a handler, a rejected promise
 * nobody awaited) as error entries. The browser still reports them in the console as well.
 */
export function logUncaughtErrors(log: Logger, target: ErrorEventTarget): void {
  target.addEventListener('error', (event) => {
    const where = event.filename ? { at: `${event.filename}:${event.lineno}:${event.colno}` } : {};
    log.error('uncaught', event.message || 'Uncaught error', event.error ?? where);
  });
  target.addEventListener('unhandledrejection', (event) => {
    log.error('unhandled-rejection', 'A promise failed and nothing handled it', event.reason);
  });
}
