import { moderationSpans, type ModerationResult } from '../../api/endpoints/moderation-result.ts';
import {
  CLASSIFICATION,
  type TextDetectionResult,
} from '../../api/endpoints/text-detection-result.ts';
import {
  type HighlightSpan,
  HIGHLIGHT_KINDS,
  type HighlightKind,
} from '../text-checks/highlight-names.ts';
import type { Translator } from '../i18n/translator.ts';
import { aiPhrases, phraseTip, phraseTipIn } from '../text-checks/ai-phrases.ts';
import type { CheckRecord } from './check-record.ts';

export type TextCheckResult =
  | { kind: 'ai-text'; result: TextDetectionResult }
  | { kind: 'moderation'; result: ModerationResult };

/** The result of a finished text check (validated when the record was read); else undefined. */
export function readTextResult(record: CheckRecord): TextCheckResult | undefined {
  if (record.status !== 'done' || !record.result) return undefined;
  if (record.kind === 'ai-text') return { kind: 'ai-text', result: record.result };
  if (record.kind === 'moderation') return { kind: 'moderation', result: record.result };
  return undefined;
}

/** A classified stretch of the checked text. */
export interface AiSection {
  start: number;
  length: number;
  ai: boolean;
  probability: number | undefined;
}

/** Sections in text order; a section may list several matches, each becomes one stretch. */
export function aiSections(result: TextDetectionResult): AiSection[] {
  const sections: AiSection[] = [];
  for (const section of result.results) {
    const ai = section.classification === CLASSIFICATION.ai;
    for (const match of section.matches) {
      const { starts, lengths } = match.text.chars;
      starts.forEach((start, i) => {
        const length = lengths[i] ?? 0;
        if (length > 0) sections.push({ start, length, ai, probability: section.probability });
      });
    }
  }
  return sections.sort((a, b) => a.start - b.start);
}

const isHighlightKind = (kind: string): kind is HighlightKind =>
  (HIGHLIGHT_KINDS as readonly string[]).includes(kind);

/**
 * What to paint on the page for a set of finished checks of one text. AI phrases come after
 * every section, so their highlight is registered last and paints over the section's; their
 * words are in `t`'s language (English without one).
 */
export function highlightSpans(results: TextCheckResult[], t?: Translator): HighlightSpan[] {
  const spans: HighlightSpan[] = [];
  const phrases: HighlightSpan[] = [];
  for (const entry of results) {
    if (entry.kind === 'ai-text') {
      const sections = aiSections(entry.result);
      for (const section of sections) {
        spans.push({
          start: section.start,
          length: section.length,
          kind: section.ai ? 'ai' : 'human',
        });
      }
      for (const phrase of aiPhrases(entry.result, sections)) {
        phrases.push({
          start: phrase.start,
          length: phrase.length,
          kind: 'phrase',
          tip: t ? phraseTipIn(t, phrase) : phraseTip(phrase),
        });
      }
    } else {
      for (const span of moderationSpans(entry.result)) {
        if (span.label && isHighlightKind(span.label) && span.length > 0) {
          spans.push({ start: span.start, length: span.length, kind: span.label });
        }
      }
    }
  }
  return [...spans, ...phrases];
}
