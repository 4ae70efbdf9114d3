import { useState } from 'preact/hooks';
import type { AiPhrase } from '../../shared/text-checks/ai-phrases.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import type { AppError } from '../../core/errors.ts';

/** Why the last phrase asked for could not be shown on the page; null while nothing went wrong. */
export type RevealProblem = { kind: 'gone' } | { kind: 'failed'; error: AppError } | null;

/**
 * Asks the worker to scroll the check's tab to a phrase and show its words there. The popup
 * cannot see the page, so only the reply tells whether the phrase is still on it; that (or the
 * failure) is kept to be said beside the list.
 */
export function useRevealPhrase(checkId: string): {
  reveal: (phrase: AiPhrase) => void;
  problem: RevealProblem;
} {
  const [problem, setProblem] = useState<RevealProblem>(null);
  const ask = async (phrase: AiPhrase): Promise<void> => {
    const r = await sendToBackground('checks/reveal-phrase', {
      id: checkId,
      start: phrase.start,
      length: phrase.length,
    });
    if (!r.ok) setProblem({ kind: 'failed', error: r.error });
    else setProblem(r.value.shown ? null : { kind: 'gone' });
  };
  // Started with `void` by the phrase's button: the reply's outcome is shown, not thrown.
  return { reveal: (phrase) => void ask(phrase), problem };
}
