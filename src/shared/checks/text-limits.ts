import {
  AI_TEXT_MAX,
  AI_TEXT_MIN,
  MODERATION_TEXT_MAX,
  MODERATION_TEXT_MIN,
} from '../../api/validation/text.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
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
    return err(appError('invalid-input', 'There is no text to check.', { field: 'text' }));
  }
  if (length < min) {
    return err(
      appError(
        'invalid-input',
        `Text for ${name} needs at least ${count(min)} characters; this has ${count(length)}. ` +
          'Select a longer passage.',
        { field: 'text' },
      ),
    );
  }
  return ok(text);
}

/**
 * Why each of these checks would refuse the text, before anything is sent ([] when all can run);
 * for the popup to say it beside a button it turns off when none could.
 */
export function lengthRefusals(kinds: readonly TextCheckKind[], text: string): string[] {
  return kinds.flatMap((kind) => {
    const checked = checkTextLength(kind, text);
    return checked.ok ? [] : [checked.error.message];
  });
}

/** The parts a text is sent in: one when it fits, else cut at sentence boundaries. */
export function textParts(kind: TextCheckKind, text: string): TextPart[] {
  const { min, max } = TEXT_LIMITS[kind];
  return splitText(text, max, min);
}
