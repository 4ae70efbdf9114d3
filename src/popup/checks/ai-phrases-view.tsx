import type { JSX } from 'preact';
import { useId, useState } from 'preact/hooks';
import type { TextDetectionResult } from '../../api/endpoints/text-detection-result.ts';
import {
  aiPhrases,
  phraseTipIn,
  sectionsWithPhrases,
  type AiPhrase,
} from '../../shared/text-checks/ai-phrases.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import type { AiSection } from '../../shared/checks/text-results.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { wordsAround } from './words-around.ts';
import { errorDetail } from '../../shared/checks/error-detail.ts';
import { byRatio, phraseCountText, phraseText } from './phrase-list.ts';
import { useRevealPhrase, type RevealProblem } from './use-reveal-phrase.ts';

/** Phrases listed before "Show all": the most telling few answer "why" without a wall of text. */
export const TOP_PHRASES = 5;

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
  const translator = useT();
  const { t, plural } = translator;
  const phrases = aiPhrases(result, sections);
  if (phrases.length === 0) return null;
  const ranked = byRatio(phrases);
  const shown = all ? ranked : ranked.slice(0, TOP_PHRASES);
  // Only a text mapped to a page can be shown there; pasted text, a PDF or a Google Doc cannot.
  const onPage = check.source.textId !== undefined && check.source.unpainted === undefined;
  const humanizer = shown.some((p) => p.humanizer);
  const count = phraseCountText(translator, phrases.length, sectionsWithPhrases(phrases, sections));
  return (
    <section class="ai-phrases" aria-labelledby={headingId} data-testid="ai-phrases">
      <h2 id={headingId}>{t('checks_phrasesHeading')}</h2>
      <p class="muted small" data-testid="ai-phrase-count">
        {onPage ? t('checks_phrasesChoose', count) : count}
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
          {all
            ? plural('checks_phrasesShowTop', TOP_PHRASES)
            : plural('checks_phrasesShowAll', ranked.length)}
        </button>
      )}
      <RevealNote problem={problem} />
      {humanizer && <p class="muted small">{t('checks_humanizerNote')}</p>}
      <p class="muted small" data-testid="ai-phrase-meaning">
        {t('checks_phraseStatistics')}
      </p>
    </section>
  );
}

/** The phrase in quotes, marked as on the page, then its ratio in words. */
function PhraseWords({ input, phrase }: { input: string; phrase: AiPhrase }): JSX.Element {
  const translator = useT();
  const text = phraseText(input, phrase);
  const [before, after] = wordsAround((slot) => translator.t('checks_phraseQuoted', slot));
  return (
    <>
      <span class="phrase-text">
        {text ? (
          <>
            {before}
            <mark class="phrase">{text}</mark>
            {after}
          </>
        ) : (
          translator.t('checks_phraseAt', phrase.start + 1)
        )}
      </span>
      {/* Apart in the button's name; the grid lays the two out on their own lines anyway. */}{' '}
      <span class="phrase-ratio">{phraseTipIn(translator, phrase)}</span>
    </>
  );
}

/** Said in a live region, so a tap that showed nothing on the page is heard, not just seen. */
function RevealNote({ problem }: { problem: RevealProblem }): JSX.Element {
  const translator = useT();
  const { t } = translator;
  return (
    <p class="phrase-note" role="status" data-testid="ai-phrase-note">
      {problem?.kind === 'gone' && t('checks_phraseGone')}
      {problem?.kind === 'failed' &&
        t('checks_phraseFailed', errorDetail(problem.error, translator))}
    </p>
  );
}
