import type { Result } from '../core/errors.ts';
import type { AccountSummary, Selection } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { tabTarget } from './tab-target.ts';

/** An answer on its way, and its value once it came (read by the first render). */
export interface Answer<T> {
  promise: Promise<T>;
  value?: T;
}

export interface OpeningAnswers {
  account: Answer<Result<AccountSummary>>;
  selection: Answer<Result<Selection>>;
  /**
   * The selection asked again, waiting for the frames' survey, when the first answer came without
   * it (a frame slow to answer): it replaces the first. Undefined when the first was complete.
   */
  surveyedSelection: Promise<Result<Selection> | undefined>;
}

/** Keeps an answer's value once it came, and marks when (`name`, read by `npm run bench`). */
function track<T>(promise: Promise<T>, name: string): Answer<T> {
  const answer: Answer<T> = { promise };
  void promise.then((value) => {
    answer.value = value;
    performance.mark(name);
  });
  return answer;
}

/**
 * What the first screen needs from the worker, asked before anything renders; the survey of the
 * tab's frames is not waited for when it is slow (see `surveyedSelection`). No promise rejects:
 * failures are values.
 */
export function askOnOpening(tabId: number | undefined): OpeningAnswers {
  const account = track(sendToBackground('account/summary', {}), 'popup-account');
  const selection = track(sendToBackground('selection/get', tabTarget(tabId)), 'popup-selection');
  return {
    account,
    selection,
    surveyedSelection: selection.promise.then((first) =>
      first.ok && first.value.unsurveyed
        ? sendToBackground('selection/get', { ...tabTarget(tabId), waitForFrames: true })
        : undefined,
    ),
  };
}

/**
 * Waits for both answers, at most `maxMs`: a worker that is awake answers in a few milliseconds,
 * so the popup opens once, complete, rather than "Reading the page…" then a jump. A worker
 * starting up may take longer; then the popup shows what it has and fills in after.
 */
export async function awaitOpening(opening: OpeningAnswers, maxMs: number): Promise<void> {
  await Promise.race([
    Promise.all([opening.account.promise, opening.selection.promise]),
    new Promise((resolve) => setTimeout(resolve, maxMs)),
  ]);
}
