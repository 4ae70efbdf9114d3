/**
 * How long a text each check accepts, and its refusal of one too short, apart from how a long one
 * is cut (text-limits.ts): the popup says the refusal on its first screen.
 */
import {
  AI_TEXT_MAX,
  AI_TEXT_MIN,
  MODERATION_TEXT_MAX,
  MODERATION_TEXT_MIN,
} from '../../api/validation/text-bounds.ts';
import {
  appError,
  detailPlural,
  detailWords,
  err,
  ok,
  type AppError,
  type Result,
} from '../../core/errors.ts';
import { errorDetail } from './error-text.ts';
import type { Translator } from '../i18n/translator.ts';
import type { TextCheckKind } from './check-record.ts';

/** Characters one request of each text check accepts. */
export const TEXT_LIMITS: Record<TextCheckKind, { min: number; max: number; name: string }> = {
  'ai-text': { min: AI_TEXT_MIN, max: AI_TEXT_MAX, name: 'AI detection' },
  moderation: { min: MODERATION_TEXT_MIN, max: MODERATION_TEXT_MAX, name: 'moderation' },
};

const count = (n: number): string => n.toLocaleString('en-US');

/**
 * Whether a text can be checked at all. Too short is refused with the count, before any request;
 * too long is fine: it is checked in parts (see `textParts`). `read` says where the text came
 * from: a page read whole is refused naming what was read, never told to select a longer passage.
 */
export function checkTextLength(
  kind: TextCheckKind,
  text: string,
  read: 'selection' | 'page' = 'selection',
): Result<string> {
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
  if (length < min && read === 'page') return err(pageTooShort(kind, text, length));
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

/** How much of a short page's text a refusal quotes, to say what was read (its heading, say). */
const QUOTED = 60;

/** A page read whole that holds too little: what was read, and the ways to the writing meant. */
function pageTooShort(kind: TextCheckKind, text: string, length: number): AppError {
  const { min, name } = TEXT_LIMITS[kind];
  const flat = text.trim().replace(/\s+/g, ' ');
  const quoted = flat.length > QUOTED ? `${flat.slice(0, QUOTED - 1).trimEnd()}…` : flat;
  const characters = length === 1 ? 'character' : 'characters';
  return appError(
    'invalid-input',
    // The quote of the page is for the reader's words only: the English message goes to the log.
    `This page has only ${count(length)} ${characters} of text to check; ` +
      `${name} needs at least ${count(min)}. ` +
      'If the writing you mean is in a box or frame of the page, click into it, select it all ' +
      'and use “Check selection”, or paste it into “Paste text to check”.',
    {
      field: 'text',
      words: detailPlural(
        kind === 'ai-text' ? 'error_pageTooShortAi' : 'error_pageTooShortModeration',
        length,
        min,
        quoted,
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
    const checked = checkTextLength(kind, text);
    if (checked.ok) return [];
    return [t ? errorDetail(checked.error, t) : checked.error.message];
  });
}
