import { appError, type Result } from '../core/errors.ts';

/** Chrome's words when nobody listens on the other side (worker starting, script not injected). */
const NO_RECEIVER = /Receiving end does not exist|Could not establish connection/i;

export const NO_RECEIVER_CODE = 'no-receiver';

/** A failed `sendMessage` as an error value the caller can explain or retry. */
export function transportError(error: unknown): Result<never> {
  const message = error instanceof Error ? error.message : String(error);
  if (NO_RECEIVER.test(message)) {
    return {
      ok: false,
      error: appError('not-ready', 'Nothing answered.', { code: NO_RECEIVER_CODE }),
    };
  }
  if (/Extension context invalidated/i.test(message)) {
    return {
      ok: false,
      error: appError('internal', 'The extension was updated or reloaded: reload this page.'),
    };
  }
  return { ok: false, error: appError('internal', message) };
}
