/**
 * Reads a 2xx body with a valibot schema. A body missing what the UI needs becomes a `service`
 * error naming the field, so a changed service shows a clear message instead of a crash.
 */
import * as v from 'valibot';
import { err, ok, type Result } from '../core/errors.ts';
import { serviceError } from './errors.ts';
import type { HttpResponse } from './http.ts';

export function parseResponse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  response: HttpResponse,
  what: string,
): Result<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, response.body);
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  const path = v.getDotPath(issue);
  const where = path ? ` (${path}: ${issue.message})` : ` (${issue.message})`;
  return err(
    serviceError(`The service sent a ${what} this version cannot read${where}.`, response.status),
  );
}
