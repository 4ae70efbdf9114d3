import * as v from 'valibot';
import type { WordedIssue } from '../../api/validation/worded.ts';
import { appError, detailWords, err, ok, type Result } from '../../core/errors.ts';
import { ObjectNamesSchema } from '../../shared/checks/check-settings.ts';

/**
 * The objects a person typed ("face, hand" or one per line) as the names sent: trimmed,
 * lower-cased, each once, in the order typed; refused with the reason when there are none,
 * more than the service takes, or one too long. Pure.
 */
export function parseObjectNames(typed: string): Result<string[]> {
  const names = typed
    .split(/[,;\n]/)
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const parsed = v.safeParse(ObjectNamesSchema, [...new Set(names)]);
  if (parsed.success) return ok(parsed.output);
  const issue: WordedIssue | undefined = parsed.issues[0];
  const message = issue?.message ?? 'Name the objects to find.';
  const words = issue ? issue.words : detailWords('error_nameObjects');
  return err(appError('invalid-input', message, { field: 'objects', ...(words ? { words } : {}) }));
}
