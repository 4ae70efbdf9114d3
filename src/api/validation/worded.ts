/**
 * Schema messages that say their problem twice: in English (the issue's message, for the log)
 * and as catalogue words for the reader's language, left on the issue for `validateInput` to put
 * on the error. Imports only core, so the limits' schemas stay light for the pages.
 */
import type * as v from 'valibot';
import type { DetailWords } from '../../core/errors.ts';

/** An issue whose message was made by `worded`: valibot keeps the object it gave the message. */
export type WordedIssue = v.BaseIssue<unknown> & { words?: DetailWords };

export function worded<TIssue extends v.BaseIssue<unknown>>(
  english: (issue: TIssue) => string,
  words: (issue: TIssue) => DetailWords,
): (issue: TIssue) => string {
  return (issue) => {
    (issue as WordedIssue).words = words(issue);
    return english(issue);
  };
}
