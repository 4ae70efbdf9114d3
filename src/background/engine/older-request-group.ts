import { isTextCheck, type CheckRecord, type TextCheck } from '../../shared/checks/check-record.ts';

/** How far apart in time the checks of one request were created, at most (the same few ms). */
export const OLDER_REQUEST_WINDOW_MS = 2_000;

/** The popup's order of a text's checks. */
const ORDER: Record<TextCheck['kind'], number> = { 'ai-text': 0, moderation: 1 };

/**
 * The request of a check without `groupIds` (kept before records named their group, or a
 * plagiarism scan, which is stored alone and asked alone): a text check's partner is the other
 * text kind's check, also without a group, of the same text from the same source, created within
 * {@link OLDER_REQUEST_WINDOW_MS} (the nearest one when several are); any other check stands
 * alone. In the popup's order: AI, then moderation.
 */
export function olderRequestGroup(check: CheckRecord, near: readonly CheckRecord[]): CheckRecord[] {
  if (!isTextCheck(check)) return [check];
  const source = JSON.stringify(check.source);
  const distance = (other: CheckRecord): number => Math.abs(other.createdAt - check.createdAt);
  const partner = near
    .filter(isTextCheck)
    .filter(
      (other) =>
        other.kind !== check.kind &&
        other.groupIds === undefined &&
        other.input === check.input &&
        JSON.stringify(other.source) === source &&
        distance(other) <= OLDER_REQUEST_WINDOW_MS,
    )
    .sort((a, b) => distance(a) - distance(b))[0];
  return (partner ? [check, partner] : [check]).sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
}
