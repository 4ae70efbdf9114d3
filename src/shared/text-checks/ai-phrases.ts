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

/** The ratio as it is said: whole numbers from 10 on, one decimal below. */
const ratioFigure = (ratio: number): number =>
  ratio >= 10 ? Math.round(ratio) : Math.round(ratio * 10) / 10;

/**
 * The tip in English, for callers without a translator (the worker's paint fallback, e2e
 * expectations). The words shown to people come from `phraseTipIn`, in their language.
 */
export function phraseTip(phrase: AiPhrase): string {
  const said =
    phrase.ratio === Infinity
      ? 'Found in AI-written text, never in human writing'
      : phrase.ratio < 1.05
        ? 'About as common in human writing as in AI-written text'
        : `About ${timesInEnglish(phrase.ratio)}× more common in AI-written text`;
  return phrase.humanizer ? `${said}; typical of “humanizer” tools` : said;
}

/** "18", "2.5", "1,234" (never "1.0" for 1.04). */
function timesInEnglish(ratio: number): string {
  return ratioFigure(ratio).toLocaleString('en');
}

/**
 * How much more common the phrase is in AI writing, in the translator's language (the tip
 * painted on the page, and the figure beside each phrase in the popup).
 */
export function phraseTipIn(t: Translator, phrase: AiPhrase): string {
  const said =
    phrase.ratio === Infinity
      ? t.t('phrase_neverHuman')
      : phrase.ratio < 1.05
        ? t.t('phrase_asCommon')
        : // In the language's own digits.
          t.t('phrase_times', t.number(ratioFigure(phrase.ratio)));
  return phrase.humanizer ? t.t('phrase_humanizer', said) : said;
}

/** How many AI sections hold at least part of one of the phrases. */
export function sectionsWithPhrases(phrases: AiPhrase[], sections: readonly Section[]): number {
  return sections.filter(
    (s) =>
      s.ai && phrases.some((p) => p.start < s.start + s.length && s.start < p.start + p.length),
  ).length;
}
