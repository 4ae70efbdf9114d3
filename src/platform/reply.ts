import * as v from 'valibot';
import { AppErrorSchema, appError, type Result } from '../core/errors.ts';
import type { Protocol, ResponseOf } from '../shared/messages/define.ts';

/**
 * Checks what came back from the other runtime against the response schema, so a caller gets
 * either a well-formed value or an explained error, never an unchecked object.
 */
export function readReply<P extends Protocol, K extends keyof P & string>(
  protocol: P,
  type: K,
  reply: unknown,
): Result<ResponseOf<P, K>> {
  const spec = protocol[type];
  if (!spec) return { ok: false, error: appError('internal', `Unknown message "${type}".`) };
  const shape = v.variant('ok', [
    v.object({ ok: v.literal(true), value: spec.response }),
    v.object({ ok: v.literal(false), error: AppErrorSchema }),
  ]);
  const parsed = v.safeParse(shape, reply);
  if (parsed.success) return parsed.output;
  return {
    ok: false,
    error: appError('internal', `The answer to "${type}" was not understood.`),
  };
}
