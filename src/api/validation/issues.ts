/**
 * Runs an input schema before anything is sent and turns the first problem into an
 * `invalid-input` error naming the field, with the schema's human-readable message (and its
 * catalogue words, when the schema's message was made with `worded`: worded.ts).
 */
import * as v from 'valibot';
import { err, ok, type Result } from '../../core/errors.ts';
import { invalidInput } from '../errors.ts';
import type { WordedIssue } from './worded.ts';

export function validateInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  fieldPrefix?: string,
): Result<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, input, { abortEarly: true });
  if (parsed.success) return ok(parsed.output);
  const issue: WordedIssue = parsed.issues[0];
  const path = v.getDotPath(issue);
  const field = [fieldPrefix, path].filter((part) => part).join('.') || 'input';
  // Valibot's default text for a missing key is technical; say it plainly.
  const missing = issue.input === undefined && issue.message.startsWith('Invalid');
  const error = invalidInput(field, missing ? `${field} is required.` : issue.message);
  return err(issue.words && !missing ? { ...error, words: issue.words } : error);
}
