import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { Result } from '../core/errors.ts';
import { LazyErrorNotice as ErrorNotice } from './lazy-error-notice.ts';

interface Props<T> {
  testId: string;
  label: string;
  /** The button's words while the page is searched. */
  busyLabel: string;
  /** Asks the worker for the page's things (it loads them, so only when asked). */
  ask: () => Promise<Result<T>>;
  /** The view's code, loaded while the page is searched: both are needed to show the list. */
  preload: () => Promise<unknown>;
  children: (found: T) => JSX.Element;
}

/** A list of the page's things (images, videos) found when asked: a button, then the list. */
export function FoundWhenAsked<T>({
  testId,
  label,
  busyLabel,
  ask,
  preload,
  children,
}: Props<T>): JSX.Element {
  const [found, setFound] = useState<Result<T> | null>(null);
  const [busy, setBusy] = useState(false);

  // Started with `void` by the button: shows its own failure; a throw reaches the page's log.
  const find = async (): Promise<void> => {
    setBusy(true);
    try {
      const [answer] = await Promise.all([ask(), preload()]);
      setFound(answer);
    } finally {
      // The button comes back after a failure too (the view's code not loading).
      setBusy(false);
    }
  };

  if (found === null) {
    return (
      <button
        type="button"
        class="secondary"
        data-testid={testId}
        disabled={busy}
        onClick={() => void find()}
      >
        {busy ? busyLabel : label}
      </button>
    );
  }
  if (!found.ok) return <ErrorNotice error={found.error} />;
  return children(found.value);
}
