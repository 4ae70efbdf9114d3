/**
 * How long a text each check accepts, and its refusal of a selection too short, apart from the
 * worker's refusal of a short page and how a long text is cut (text-limits.ts): the popup says
 * the refusal on its first screen.
 */
import {
  AI_TEXT_MAX,
  AI_TEXT_MIN,
  MODERATION_TEXT_MAX,
  MODERATION_TEXT_MIN,
} from '../../api/validation/text-bounds.ts';
import { appError, detailWords, type AppError } from '../../core/errors.ts';
import { errorDetail } from './error-detail.ts';
import type { Translator } from '../i18n/translator.ts';
import type { TextCheckKind } from './check-record.ts';

/** Characters one request of each text check accepts. */
export const TEXT_LIMITS: Record<TextCheckKind, { min: number; max: number; name: string }> = {
  'ai-text': { min: AI_TEXT_MIN, max: AI_TEXT_MAX, name: 'AI detection' },
  moderation: { min: MODERATION_TEXT_MIN, max: MODERATION_TEXT_MAX, name: 'moderation' },
};

/** A count as the English messages write it. */
export const count = (n: number): string => n.toLocaleString('en-US');

/**
 * Why a selected text cannot be checked at all (nothing, or fewer characters than the check
 * needs, with the count), before any request; `undefined` when it can. Too long is fine: it is
 * checked in parts (see `textParts` in text-limits.ts).
 */
export function selectionRefusal(kind: TextCheckKind, text: string): AppError | undefined {
  const { min, name } = TEXT_LIMITS[kind];
  const length = text.trim().length;
  if (length === 0) {
    return appError('invalid-input', 'There is no text to check.', {
      field: 'text',
      words: detailWords('error_noTextToCheck'),
    });
  }
  if (length >= min) return undefined;
  return appError(
    'invalid-input',
    `Text for ${name} needs at least ${count(min)} characters; this has ${count(length)}. ` +
      'Select a longer passage.',
    {
      field: 'text',
      words: detailWords(
        kind === 'ai-text' ? 'error_textTooShortAi' : 'error_textTooShortModeration',
        min,
        length,
      ),
    },
  );
}

/**
 * Why each of these checks would refuse the text, before anything is sent ([] when all can run);
 * for the popup to say it beside a button it turns off when none could. In `t`'s language when
 * given, else in English.
 */
export function lengthRefusals(
  kinds: readonly TextCheckKind[],
  text: string,
  t?: Translator,
): string[] {
  return kinds.flatMap((kind) => {
    const refusal = selectionRefusal(kind, text);
    if (!refusal) return [];
    return [t ? errorDetail(refusal, t) : refusal.message];
  });
}
