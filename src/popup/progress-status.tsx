import type { JSX } from 'preact';

/**
 * What a check on its way is doing and for how long, said to screen readers as it changes, with
 * a bar that shows it is alive (or, given `done` of `total`, how far it is).
 */
export function ProgressStatus({
  text,
  elapsed,
  parts,
}: {
  text: string;
  /** "1 min 05 s"; absent before the check was sent. */
  elapsed: string | undefined;
  parts?: { done: number; total: number } | undefined;
}): JSX.Element {
  return (
    <>
      <p role="status">
        {text}{' '}
        <span class="muted elapsed" data-testid="elapsed">
          {elapsed}
        </span>
      </p>
      {parts ? (
        <progress aria-label={text} max={parts.total} value={parts.done} />
      ) : (
        <progress aria-label={text} />
      )}
    </>
  );
}
