import type { JSX } from 'preact';

/** A header button drawn as an icon (one SVG path), named for screen readers and on hover. */
export function IconButton({
  label,
  testId,
  path,
  onClick,
}: {
  label: string;
  testId: string;
  /** The icon, as an even-odd path in a 24x24 box. */
  path: string;
  onClick: () => void;
}): JSX.Element {
  return (
    <button
      type="button"
      class="icon"
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" fill-rule="evenodd" d={path} />
      </svg>
    </button>
  );
}
