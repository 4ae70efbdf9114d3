/** Text bounds of the checks, with messages that state the actual count. */
import * as v from 'valibot';
import { detailWords, type CatalogueKey } from '../../core/errors.ts';
import { worded } from './worded.ts';

import {
  AI_TEXT_MAX,
  AI_TEXT_MIN,
  MODERATION_TEXT_MAX,
  MODERATION_TEXT_MIN,
} from './text-bounds.ts';
import { AI_TEXT_LANGUAGES } from './text-languages.ts';

export {
  AI_TEXT_MAX,
  AI_TEXT_MIN,
  MODERATION_TEXT_MAX,
  MODERATION_TEXT_MIN,
} from './text-bounds.ts';

const count = (n: number): string => n.toLocaleString('en-US');

/** The catalogue's words for a text too short and too long, for one purpose. */
export interface TextBoundWords {
  tooShort: CatalogueKey;
  tooLong: CatalogueKey;
}

export function boundedText(
  purpose: string,
  min: number,
  max: number,
  words: TextBoundWords,
): v.GenericSchema<string> {
  return v.pipe(
    v.string(
      worded(
        () => 'The text is missing.',
        () => detailWords('error_textMissing'),
      ),
    ),
    v.minLength(
      min,
      worded(
        (issue: v.MinLengthIssue<string, number>) =>
          `Text for ${purpose} must be at least ${count(min)} characters; this one has ${count(issue.input.length)}.`,
        (issue) => detailWords(words.tooShort, min, issue.input.length),
      ),
    ),
    v.maxLength(
      max,
      worded(
        (issue: v.MaxLengthIssue<string, number>) =>
          `Text for ${purpose} can be at most ${count(max)} characters; this one has ${count(issue.input.length)}.`,
        (issue) => detailWords(words.tooLong, max, issue.input.length),
      ),
    ),
  );
}

export const AiTextSchema = boundedText('AI detection', AI_TEXT_MIN, AI_TEXT_MAX, {
  tooShort: 'error_aiTextTooShort',
  tooLong: 'error_aiTextTooLong',
});
export const ModerationTextSchema = boundedText(
  'moderation',
  MODERATION_TEXT_MIN,
  MODERATION_TEXT_MAX,
  { tooShort: 'error_moderationTextTooShort', tooLong: 'error_moderationTextTooLong' },
);

export function integerBetween(label: string, min: number, max: number): v.GenericSchema<number> {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

export const AiTextLanguageSchema = v.picklist(
  AI_TEXT_LANGUAGES,
  (issue) => `AI detection does not support the language ${String(issue.input)}.`,
);

/**
 * A language the caller may leave out or give as null, both meaning "detect it" (the service
 * treats a missing language as automatic, and an official client sends null by default). Null
 * is taken, not refused, and left out of the request, so the service sees the documented form.
 */
export function optionalLanguage<T extends v.GenericSchema<string>>(schema: T) {
  return v.pipe(
    v.nullish(schema),
    v.transform((language) => language ?? undefined),
  );
}

/** Moderation documents English only. */
export const ModerationLanguageSchema = v.literal(
  'en',
  (issue) => `Moderation supports only English ("en"), not ${String(issue.input)}.`,
);
