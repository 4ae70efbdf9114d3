import {
  AI_TEXT_MAX,
  AI_TEXT_MIN,
  MODERATION_TEXT_MAX,
  MODERATION_TEXT_MIN,
} from '../../api/validation/text.ts';
import { appError, detailWords, err, ok, type Result } from '../../core/errors.ts';
import { errorDetail } from '../error-text.ts';
import type { Translator } from '../i18n/translator.ts';
import { splitText, type TextPart } from '../text/split-text.ts';
import type { TextCheckKind } from './check-record.ts';

/** Characters one request of each text check accepts. */
export const TEXT_LIMITS: Record<TextCheckKind, { min: number; max: number; name: string }> = {
  'ai-text': { min: AI_TEXT_MIN, max: AI_TEXT_MAX, name: 'AI detection' },
  moderation: { min: MODERATION_TEXT_MIN, max: MODERATION_TEXT_MAX, name: 'moderation' },
};

const count = (n: number): string => n.toLocaleString('en-US');

/**
 * Whether a text can be checked at all. Too short is refused with the count, before any request;
 * too long is fine: it is checked in parts (see `textParts`).
 */
export function checkTextLength(kind: TextCheckKind, text: string): Result<string> {
  const { min, name } = TEXT_LIMITS[kind];
  const length = text.trim().length;
  if (length === 0) {
    return err(
      appError('invalid-input', 'There is no text to check.', {
        field: 'text',
        words: detailWords('error_noTextToCheck'),
      }),
    );
  }
  if (length < min) {
    return err(
      appError(
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
      ),
    );
  }
  return ok(text);
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
    const checked = checkTextLength(kind, text);
    if (checked.ok) return [];
    return [t ? errorDetail(checked.error, t) : checked.error.message];
  });
}

/** The parts a text is sent in: one when it fits, else cut at sentence boundaries. */
export function textParts(kind: TextCheckKind, text: string): TextPart[] {
  const { min, max } = TEXT_LIMITS[kind];
  return splitText(text, max, min);
}
