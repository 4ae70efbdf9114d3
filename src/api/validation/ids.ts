/**
 * Scan and export ids: 3 to 36 characters. They go into URL paths, so only unreserved URL
 * characters are allowed (letters, digits, `-`, `_`, `.`, `~`), which is what the generator makes.
 */
import * as v from 'valibot';

export const ID_MIN_LENGTH = 3;
export const ID_MAX_LENGTH = 36;

export function idSchema(label: string): v.GenericSchema<string> {
  return v.pipe(
    v.string(`${label} must be text.`),
    v.minLength(
      ID_MIN_LENGTH,
      (issue) => `${label} must be 3 to 36 characters long; "${issue.input}" is too short.`,
    ),
    v.maxLength(
      ID_MAX_LENGTH,
      (issue) => `${label} must be 3 to 36 characters long; it has ${issue.input.length}.`,
    ),
    v.regex(
      /^[A-Za-z0-9._~-]+$/,
      `${label} may contain only letters, digits and the characters - _ . ~`,
    ),
  );
}

export const ScanIdSchema = idSchema('Scan id');
export const ExportIdSchema = idSchema('Export id');
