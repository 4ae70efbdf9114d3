import type { JSX } from 'preact';
import { useId, useState } from 'preact/hooks';
import type { TextDetectionResult } from '../../api/endpoints/text-detection-result.ts';
import {
  aiPhrases,
  phraseRatioText,
  PHRASE_STATISTICS_MEANING,
  sectionsWithPhrases,
  type AiPhrase,
} from '../../shared/checks/ai-phrases.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import type { AiSection } from '../../shared/checks/text-results.ts';
import { byRatio, phraseCountText, phraseText } from './phrase-list.ts';
import { useRevealPhrase, type RevealProblem } from './use-reveal-phrase.ts';

/** Phrases listed before "Show all": the most telling few answer "why" without a wall of text. */
export const TOP_PHRASES = 5;

const PROBLEM_WORDS = {
  gone: 'That phrase is no longer on the page. Check the page again to mark it.',
  failed: 'Could not show that phrase on the page',
};

/**
 * "Why it looks AI-written": the phrases of the AI sections that gave the text away, most
 * telling first, each with how much more often AI writes it. Where the text is marked on a page,
 * each phrase is a button that shows it there. Nothing when the result has no such phrases.
 */
export function AiPhrasesView({
  check,
  result,
  sections,
}: {
  check: CheckRecord;
  result: TextDetectionResult;
  sections: readonly AiSection[];
}): JSX.Element | null {
  const [all, setAll] = useState(false);
  const { reveal, problem } = useRevealPhrase(check.id);
  const headingId = useId();
  const phrases = aiPhrases(result, sections);
  if (phrases.length === 0) return null;
  const ranked = byRatio(phrases);
  const shown = all ? ranked : ranked.slice(0, TOP_PHRASES);
  // Only a text mapped to a page can be shown there; pasted text, a PDF or a Google Doc cannot.
  const onPage = check.source.textId !== undefined && check.source.unpainted === undefined;
  const humanizer = shown.some((p) => p.humanizer);
  return (
    <section class="ai-phrases" aria-labelledby={headingId} data-testid="ai-phrases">
      <h2 id={headingId}>Why it looks AI-written</h2>
      <p class="muted small" data-testid="ai-phrase-count">
        {phraseCountText(phrases.length, sectionsWithPhrases(phrases, sections))}
        {onPage && '. Choose one to see it on the page.'}
      </p>
      <ol class="phrase-list">
        {shown.map((phrase) => (
          <li key={`${phrase.start}:${phrase.length}`}>
            {onPage ? (
              <button
                type="button"
                class="phrase-item"
                data-testid="ai-phrase"
                onClick={() => reveal(phrase)}
              >
                <PhraseWords input={check.input} phrase={phrase} />
              </button>
            ) : (
              <div class="phrase-item" data-testid="ai-phrase">
                <PhraseWords input={check.input} phrase={phrase} />
              </div>
            )}
          </li>
        ))}
      </ol>
      {ranked.length > TOP_PHRASES && (
        <button
          type="button"
          class="secondary link"
          aria-expanded={all}
          data-testid="ai-phrases-all"
          onClick={() => setAll(!all)}
        >
          {all ? `Show only the top ${TOP_PHRASES}` : `Show all ${ranked.length}`}
        </button>
      )}
      <RevealNote problem={problem} />
      {humanizer && (
        <p class="muted small">
          “Humanizer” tools reword AI-written text so that it passes as written by a person.
        </p>
      )}
      <p class="muted small" data-testid="ai-phrase-meaning">
        {PHRASE_STATISTICS_MEANING}
      </p>
    </section>
  );
}

/** The phrase in quotes, marked as on the page, then its ratio in words. */
function PhraseWords({ input, phrase }: { input: string; phrase: AiPhrase }): JSX.Element {
  const text = phraseText(input, phrase);
  return (
    <>
      <span class="phrase-text">
        {text ? (
          <>
            “<mark class="phrase">{text}</mark>”
          </>
        ) : (
          `A phrase at character ${(phrase.start + 1).toLocaleString('en')}`
        )}
      </span>
      {/* Apart in the button's name; the grid lays the two out on their own lines anyway. */}{' '}
      <span class="phrase-ratio">
        {phraseRatioText(phrase)}
        {phrase.humanizer && '; typical of “humanizer” tools'}
      </span>
    </>
  );
}

/** Said in a live region, so a tap that showed nothing on the page is heard, not just seen. */
function RevealNote({ problem }: { problem: RevealProblem }): JSX.Element {
  return (
    <p class="phrase-note" role="status" data-testid="ai-phrase-note">
      {problem?.kind === 'gone' && PROBLEM_WORDS.gone}
      {problem?.kind === 'failed' && `${PROBLEM_WORDS.failed}: ${problem.message}`}
    </p>
  );
}
