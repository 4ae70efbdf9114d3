/**
 * AI phrases ("why it is AI"): the patterns AI Logic (`explain: true`) returns, read as stretches
 * of the checked text with how much more often AI writes them than people do. Only phrases
 * inside a section the service called AI are kept: they explain that verdict, and a phrase
 * painted on human text would say the opposite of its section.
 */
import type { TextDetectionResult } from '../../api/endpoints/text-detection-result.ts';
import type { Translator } from '../i18n/translator.ts';

/** A classified stretch of the text (text-results.ts `AiSection`). */
interface Section {
  start: number;
  length: number;
  ai: boolean;
}

/** Values of `explain.patterns.statistics.source`. */
const SOURCE_HUMANIZER = 2;

export interface AiPhrase {
  /** Character offset and length in the checked text. */
  start: number;
  length: number;
  /** Occurrences per million AI-written texts, and per million human-written texts. */
  aiPerMillion: number;
  humanPerMillion: number;
  /** How many times more common in AI-written text; Infinity when people never wrote it. */
  ratio: number;
  /** The service says the phrase is typical of "humanizer" tools, not of AI writing itself. */
  humanizer: boolean;
}

const finite = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n);

/**
 * The ratio as the service gives it (`proportion`), else from the counts. The docs name
 * `proportion` without defining it; when both are there they agree (aiCount / humanCount).
 */
function ratioOf(ai: number, human: number, proportion: number | undefined): number {
  if (finite(proportion) && proportion > 0) return proportion;
  if (human > 0) return ai / human;
  return ai > 0 ? Infinity : 0;
}

/**
 * The stretches of AI text: AI sections that touch or overlap joined, since the service may
 * split one AI passage into several matches and a phrase across the seam is still in AI text.
 */
function aiRuns(sections: readonly Section[]): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  const ai = sections.filter((s) => s.ai).sort((a, b) => a.start - b.start);
  for (const { start, length } of ai) {
    const last = runs.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, start + length);
    else runs.push({ start, end: start + length });
  }
  return runs;
}

/** The phrases of a result that fall wholly inside its AI text, in text order. */
export function aiPhrases(result: TextDetectionResult, sections: readonly Section[]): AiPhrase[] {
  const patterns = result.explain?.patterns;
  if (!patterns) return [];
  const { starts, lengths } = patterns.text.chars;
  const { aiCount, humanCount, proportion, source } = patterns.statistics;
  const ai = aiRuns(sections);
  const inAi = (start: number, length: number): boolean =>
    ai.some((s) => start >= s.start && start + length <= s.end);
  const phrases: AiPhrase[] = [];
  const seen = new Set<string>();
  starts.forEach((start, i) => {
    const length = lengths[i] ?? 0;
    const key = `${start}:${length}`;
    // A fraction would make the whole paint request invalid (spans are whole characters).
    if (!Number.isInteger(start) || !Number.isInteger(length)) return;
    if (length <= 0 || seen.has(key) || !inAi(start, length)) return;
    seen.add(key);
    const aiPerMillion = Math.max(0, aiCount[i] ?? 0);
    const humanPerMillion = Math.max(0, humanCount[i] ?? 0);
    phrases.push({
      start,
      length,
      aiPerMillion,
      humanPerMillion,
      ratio: ratioOf(aiPerMillion, humanPerMillion, proportion[i]),
      humanizer: source?.[i] === SOURCE_HUMANIZER,
    });
  });
  return phrases.sort((a, b) => a.start - b.start || a.length - b.length);
}

/** "18×", "2.5×": whole numbers from 10 on, one decimal below (never "1.0×" for 1.04). */
function times(ratio: number): string {
  if (ratio >= 10) return `${Math.round(ratio).toLocaleString('en')}×`;
  return `${(Math.round(ratio * 10) / 10).toString()}×`;
}

/** How much more common the phrase is in AI writing, in plain words. */
export function phraseRatioText(phrase: AiPhrase): string {
  if (phrase.ratio === Infinity) return 'found in AI-written text, never in human writing';
  if (phrase.ratio < 1.05) return 'about as common in human writing as in AI-written text';
  return `about ${times(phrase.ratio)} more common in AI-written text`;
}

/** The words shown beside a phrase on the page and in the popup. */
export function phraseTip(phrase: AiPhrase): string {
  const ratio = phraseRatioText(phrase);
  const said = ratio.charAt(0).toUpperCase() + ratio.slice(1);
  return phrase.humanizer ? `${said}; typical of “humanizer” tools` : said;
}

/** The same words in the translator's language (the tip painted on the page). */
export function phraseTipIn(t: Translator, phrase: AiPhrase): string {
  const said =
    phrase.ratio === Infinity
      ? t.t('phrase_neverHuman')
      : phrase.ratio < 1.05
        ? t.t('phrase_asCommon')
        : t.t(
            'phrase_times',
            // Whole numbers from 10 on, one decimal below, in the language's own digits.
            t.number(
              phrase.ratio >= 10 ? Math.round(phrase.ratio) : Math.round(phrase.ratio * 10) / 10,
            ),
          );
  return phrase.humanizer ? t.t('phrase_humanizer', said) : said;
}

/** The one line under the list that says what the figures mean. */
export const PHRASE_STATISTICS_MEANING =
  'Figures compare how often each phrase appears in a million AI-written texts and in a ' +
  'million texts people wrote.';

/** How many AI sections hold at least part of one of the phrases. */
export function sectionsWithPhrases(phrases: AiPhrase[], sections: readonly Section[]): number {
  return sections.filter(
    (s) =>
      s.ai && phrases.some((p) => p.start < s.start + s.length && s.start < p.start + p.length),
  ).length;
}
