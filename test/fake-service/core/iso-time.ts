/**
 * ISO-8601 UTC with seven fractional digits, the form the login response uses
 * (e.g. "2025-08-02T10:19:40.0690000Z"). Date only has milliseconds, so the
 * last four digits are zeros.
 */
export function isoSevenDigits(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.(\d{3})Z$/, '.$10000Z');
}

/** Plain ISO-8601 UTC, used for creationTime fields. */
export function isoTime(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
