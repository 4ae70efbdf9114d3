/** Below this many words the detector has little to go on. */
export const SHORT_TEXT_WORDS = 100;

export type AiVerdict = 'ai' | 'human' | 'mixed';

export interface AiReading {
  verdict: AiVerdict;
  /** Why the figure should be read with care, when it should. */
  caution: 'short' | 'mixed' | undefined;
}

/**
 * How to read an AI share: clearly one way, or inconclusive. A text with sections of both kinds
 * and a share in the middle band is mixed (partly edited, or quoted AI text); a short text's
 * figure rests on few words.
 */
export function readAiShare(aiShare: number, words: number): AiReading {
  const verdict: AiVerdict = aiShare >= 0.7 ? 'ai' : aiShare <= 0.3 ? 'human' : 'mixed';
  const caution = verdict === 'mixed' ? 'mixed' : words < SHORT_TEXT_WORDS ? 'short' : undefined;
  return { verdict, caution };
}
