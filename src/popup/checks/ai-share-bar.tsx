import type { JSX } from 'preact';

/** The AI share as a figure and a two-colour bar. */
export function AiShareBar({ ai }: { ai: number }): JSX.Element {
  const percent = Math.round(ai * 100);
  return (
    <div class="share">
      <p class="share-figure">
        <strong data-testid="ai-share">{percent}%</strong> AI-written
      </p>
      <div
        class="share-bar"
        role="meter"
        aria-label="AI-written share"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span class="share-ai" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
