import type { JSX } from 'preact';

/** "Saved." beside a section's save button once its settings were stored. */
export function SavedNote({ shown }: { shown: boolean }): JSX.Element | null {
  return shown ? (
    <span role="status" class="muted">
      Saved.
    </span>
  ) : null;
}
