import { round4, SeededRandom, unitFraction } from '../core/deterministic.ts';
import { isoTime } from '../core/iso-time.ts';
import { wordSpans, type WordSpan } from './word-spans.ts';

export const AI_TEXT_MODEL_VERSION = 'v11.0';

/** Documented values: 1 human, 2 AI-generated. */
export const HUMAN = 1;
export const AI = 2;

/** Share a section's hash must reach to count as AI, per sensitivity (3 flags the most). */
const AI_THRESHOLD: Record<number, number> = { 1: 0.75, 2: 0.6, 3: 0.45 };

interface Spans {
  starts: number[];
  lengths: number[];
}

interface Section {
  chars: { start: number; length: number };
  words: { start: number; length: number };
  classification: number;
  probability: number;
}

export interface AiTextInput {
  scanId: string;
  text: string;
  sensitivity: number;
  explain: boolean;
  credits: number;
  now: number;
}

/**
 * Splits the text into sections of 30–90 words that tile it (the first starts
 * at 0, each ends where the next begins, the last ends at the text's end) and
 * classifies each from a hash of its text. A section containing "#ai" or
 * "#human" is forced to that class, so tests can ask for a known outcome.
 */
function sections(text: string, words: WordSpan[], sensitivity: number): Section[] {
  if (words.length === 0) {
    return [
      {
        chars: { start: 0, length: text.length },
        words: { start: 0, length: 0 },
        classification: HUMAN,
        probability: 1,
      },
    ];
  }
  const random = new SeededRandom('sections', text);
  const bounds: number[] = [];
  for (let index = 0; index < words.length; index += random.int(30, 90)) bounds.push(index);
  return bounds.map((firstWord, position) => {
    const nextWord = bounds[position + 1] ?? words.length;
    const charStart = position === 0 ? 0 : (words[firstWord]?.start ?? 0);
    const charEnd = nextWord < words.length ? (words[nextWord]?.start ?? text.length) : text.length;
    const slice = text.slice(charStart, charEnd);
    const score = unitFraction('class', String(sensitivity), slice);
    const forced = /#ai\b/i.test(slice) ? AI : /#human\b/i.test(slice) ? HUMAN : undefined;
    const classification = forced ?? (score >= (AI_THRESHOLD[sensitivity] ?? 0.6) ? AI : HUMAN);
    return {
      chars: { start: charStart, length: charEnd - charStart },
      words: { start: firstWord, length: nextWord - firstWord },
      classification,
      probability: round4(classification === AI ? Math.max(score, 0.5) : Math.max(1 - score, 0.5)),
    };
  });
}

/** The AI-logic block: a few two-word patterns from AI sections, with made-up statistics. */
function explainBlock(text: string, words: WordSpan[], found: Section[]) {
  const random = new SeededRandom('explain', text);
  const statistics = {
    aiCount: [] as number[],
    humanCount: [] as number[],
    proportion: [] as number[],
    source: [] as number[],
  };
  const chars: Spans = { starts: [], lengths: [] };
  const wordSpansOut: Spans = { starts: [], lengths: [] };
  for (const section of found.filter((s) => s.classification === AI)) {
    if (section.words.length < 2 || chars.starts.length >= 8) continue;
    const first = section.words.start + random.int(0, section.words.length - 2);
    const a = words[first];
    const b = words[first + 1];
    if (!a || !b) continue;
    const aiCount = random.int(50, 900);
    const humanCount = random.int(1, 49);
    statistics.aiCount.push(aiCount);
    statistics.humanCount.push(humanCount);
    statistics.proportion.push(round4(aiCount / humanCount));
    statistics.source.push(random.next() < 0.8 ? 1 : 2);
    chars.starts.push(a.start);
    chars.lengths.push(b.start + b.length - a.start);
    wordSpansOut.starts.push(first);
    wordSpansOut.lengths.push(2);
  }
  return { patterns: { statistics, text: { chars, words: wordSpansOut } } };
}

export function aiTextResult(input: AiTextInput) {
  const words = wordSpans(input.text);
  const found = sections(input.text, words, input.sensitivity);
  const aiWords = found
    .filter((s) => s.classification === AI)
    .reduce((n, s) => n + s.words.length, 0);
  const aiShare = words.length === 0 ? 0 : round4(aiWords / words.length);
  return {
    modelVersion: AI_TEXT_MODEL_VERSION,
    results: found.map((section) => ({
      classification: section.classification,
      probability: section.probability,
      matches: [
        {
          text: {
            chars: { starts: [section.chars.start], lengths: [section.chars.length] },
            words: { starts: [section.words.start], lengths: [section.words.length] },
          },
        },
      ],
    })),
    summary: { human: round4(1 - aiShare), ai: aiShare },
    scannedDocument: {
      scanId: input.scanId,
      totalWords: words.length,
      totalExcluded: 0,
      actualCredits: input.credits,
      expectedCredits: input.credits,
      creationTime: isoTime(input.now),
    },
    ...(input.explain ? { explain: explainBlock(input.text, words, found) } : {}),
  };
}

export type AiTextResult = ReturnType<typeof aiTextResult>;
