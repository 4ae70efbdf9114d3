import { isoTime } from '../core/iso-time.ts';
import { countWords } from './word-spans.ts';

/** The ten documented label ids, in the order the legend uses. */
export const MODERATION_LABELS = [
  'toxic-v1',
  'profanity-v1',
  'hate-speech-v1',
  'harassment-v1',
  'self-harm-v1',
  'adult-v1',
  'violent-v1',
  'drugs-v1',
  'firearms-v1',
  'cybersecurity-v1',
] as const;

export type ModerationLabel = (typeof MODERATION_LABELS)[number];

/**
 * The fake's "model": a short keyword list per label, matched as whole words,
 * case-insensitively. Mild words on purpose; they only need to be predictable.
 */
export const MODERATION_KEYWORDS: Record<ModerationLabel, string[]> = {
  'toxic-v1': ['idiotic', 'worthless', 'pathetic', 'garbage people'],
  'profanity-v1': ['damn', 'crap', 'bloody hell'],
  'hate-speech-v1': ['subhuman', 'vermin'],
  'harassment-v1': ['loser', 'nobody likes you', 'shut up'],
  'self-harm-v1': ['hurt myself', 'self-harm', 'cut myself'],
  'adult-v1': ['nsfw', 'explicit scene'],
  'violent-v1': ['kill', 'punch', 'beat them up'],
  'drugs-v1': ['cocaine', 'heroin', 'meth'],
  'firearms-v1': ['gun', 'rifle', 'pistol', 'ammo'],
  'cybersecurity-v1': ['hack', 'exploit', 'phishing', 'malware'],
};

interface Hit {
  label: number;
  start: number;
  length: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Keyword hits for the requested labels, sorted by start, overlaps dropped (first wins). */
function findHits(text: string, requested: Set<string>): Hit[] {
  const hits: Hit[] = [];
  MODERATION_LABELS.forEach((label, index) => {
    if (!requested.has(label)) return;
    for (const keyword of MODERATION_KEYWORDS[label]) {
      const pattern = new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(keyword)}(?![\\p{L}\\p{N}])`,
        'giu',
      );
      for (const match of text.matchAll(pattern)) {
        hits.push({ label: index, start: match.index, length: match[0].length });
      }
    }
  });
  hits.sort((a, b) => a.start - b.start || b.length - a.length);
  const kept: Hit[] = [];
  for (const hit of hits) {
    const last = kept[kept.length - 1];
    if (last && hit.start < last.start + last.length) continue;
    kept.push(hit);
  }
  return kept;
}

export interface ModerationInput {
  scanId: string;
  text: string;
  labels: string[];
  credits: number;
  now: number;
}

export function moderationResult(input: ModerationInput) {
  const hits = findHits(input.text, new Set(input.labels));
  return {
    modelVersion: 'v1',
    moderations: {
      text: {
        chars: {
          labels: hits.map((hit) => hit.label),
          starts: hits.map((hit) => hit.start),
          lengths: hits.map((hit) => hit.length),
        },
      },
    },
    legend: MODERATION_LABELS.map((id, index) => ({ index, id })),
    scannedDocument: {
      scanId: input.scanId,
      totalWords: countWords(input.text),
      totalExcluded: 0,
      actualCredits: input.credits,
      expectedCredits: input.credits,
      creationTime: isoTime(input.now),
    },
  };
}
