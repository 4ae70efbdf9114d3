import type { JSX } from 'preact';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { wordsAround } from './words-around.ts';

const WORDS = {
  text: { share: 'checks_aiShareText', meter: 'checks_aiShareTextMeter' },
  image: { share: 'checks_aiShareImage', meter: 'checks_aiShareImageMeter' },
} as const;

/**
 * The AI share as a figure and a two-colour bar. It is the part of the text (or image) the
 * service classified as AI, not a probability: the words say so beside the number.
 */
export function AiShareBar({
  ai,
  of = 'text',
}: {
  ai: number;
  of?: 'text' | 'image';
}): JSX.Element {
  const { t, number } = useT();
  const percent = Math.round(ai * 100);
  const words = WORDS[of];
  // The figure stands out; the words around it keep the language's order.
  const [before, after] = wordsAround((slot) => t(words.share, slot));
  return (
    <div class="share">
      <p class="share-figure">
        {before}
        <strong data-testid="ai-share">{number(percent / 100, { style: 'percent' })}</strong>
        {after}
      </p>
      <div
        class="share-bar"
        role="meter"
        aria-label={t(words.meter)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span class="share-ai" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
