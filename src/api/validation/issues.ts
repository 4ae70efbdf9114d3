/**
 * Runs an input schema before anything is sent and turns the first problem into an
 * `invalid-input` error naming the field, with the schema's human-readable message.
 */
import * as v from 'valibot';
import { err, ok, type Result } from '../../core/errors.ts';
import { invalidInput } from '../errors.ts';

export function validateInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  fieldPrefix?: string,
): Result<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, input, { abortEarly: true });
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  const path = v.getDotPath(issue);
  const field = [fieldPrefix, path].filter((part) => part).join('.') || 'input';
  // Valibot's default text for a missing key is technical; say it plainly.
  const missing = issue.input === undefined && issue.message.startsWith('Invalid');
  return err(invalidInput(field, missing ? `${field} is required.` : issue.message));
}
