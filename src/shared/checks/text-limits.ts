import { appError, detailPlural, err, ok, type AppError, type Result } from '../../core/errors.ts';
import { splitText, type TextPart } from '../text-checks/split-text.ts';
import type { TextCheckKind } from './check-record.ts';
import { count, selectionRefusal, TEXT_LIMITS } from './text-length.ts';

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
  const length = text.trim().length;
  if (read === 'page' && length > 0 && length < TEXT_LIMITS[kind].min) {
    return err(pageTooShort(kind, text, length));
  }
  const refusal = selectionRefusal(kind, text);
  return refusal ? err(refusal) : ok(text);
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

/** The parts a text is sent in: one when it fits, else cut at sentence boundaries. */
export function textParts(kind: TextCheckKind, text: string): TextPart[] {
  const { min, max } = TEXT_LIMITS[kind];
  return splitText(text, max, min);
}
