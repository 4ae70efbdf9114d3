import type { JSX } from 'preact';

/**
 * The AI share as a figure and a two-colour bar. It is the part of the text (or image) the
 * service classified as AI, not a probability: the words say so beside the number.
 */
export function AiShareBar({
  ai,
  of = 'text',
  verb = 'AI-written',
}: {
  ai: number;
  of?: 'text' | 'image';
  verb?: string;
}): JSX.Element {
  const percent = Math.round(ai * 100);
  return (
    <div class="share">
      <p class="share-figure">
        <strong data-testid="ai-share">{percent}%</strong> of the {of} {verb}
      </p>
      <div
        class="share-bar"
        role="meter"
        aria-label={`Share of the ${of} ${verb}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span class="share-ai" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
