/**
 * What a text check will cost, before it is sent, and whether it may go ahead: the user sets a
 * cost above which a check waits for a yes, and a cap one click may never pass (a page with a
 * million hidden characters once cost 777 credits on one click). Pure.
 */
import { appError, detailPlural, type AppError } from '../../core/errors.ts';
import { countWords } from '../text/count-words.ts';
import type { TextCheckKind } from './check-record.ts';
import { textParts } from './text-limits.ts';

/** The service's published rate: one credit for every 250 words (or part of them). */
export const WORDS_PER_CREDIT = 250;

/**
 * Credits a check is expected to cost: AI detection by words, per part sent; moderation one per
 * part (its price is not published; this is what the sandbox service charges).
 */
export function estimateTextCredits(kind: TextCheckKind, text: string): number {
  const parts = textParts(kind, text);
  if (kind === 'moderation') return parts.length;
  return parts.reduce(
    (sum, part) => sum + Math.max(1, Math.ceil(countWords(part.text) / WORDS_PER_CREDIT)),
    0,
  );
}

export interface CostLimits {
  /** Above this, the check waits for the user's yes. */
  confirmAbove: number;
  /** Above this, the check is refused: one click never spends more. */
  max: number;
}

const n = (value: number): string => value.toLocaleString('en-US');

/** undefined: go ahead; else why not, with what to do. */
export function costRefusal(
  estimate: number,
  characters: number,
  limits: CostLimits,
  /** The estimate the user already said yes to. */
  confirmed: number | undefined,
): AppError | undefined {
  const size = `${n(characters)} characters`;
  if (estimate > limits.max) {
    return appError(
      'credits',
      `This check would cost about ${n(estimate)} credits (${size}), more than the ${n(limits.max)} one check may spend. Check a shorter passage, or raise the limit in Settings.`,
      {
        code: 'over-limit',
        words: detailPlural('error_costOverLimit', estimate, characters, limits.max),
      },
    );
  }
  if (estimate > limits.confirmAbove && (confirmed === undefined || confirmed < estimate)) {
    return appError(
      'credits',
      `This check would cost about ${n(estimate)} credits (${size}), more than the ${n(limits.confirmAbove)} you check without being asked.`,
      {
        code: 'needs-confirmation',
        words: detailPlural(
          'error_costNeedsConfirmation',
          estimate,
          characters,
          limits.confirmAbove,
        ),
      },
    );
  }
  return undefined;
}
