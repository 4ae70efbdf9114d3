import type { JSX } from 'preact';
import { LOW_BALANCE_CREDITS } from '../../shared/scans/credits-view.ts';
import { useCredits } from './use-credits.ts';

/** The credit balance in the header, with a warning when it runs low; nothing without an account. */
export function CreditsBalance(): JSX.Element | null {
  const credits = useCredits();
  if (credits?.state !== 'known') return null;
  const when = new Date(credits.fetchedAt).toLocaleTimeString();
  return (
    <span
      class={`credits${credits.low ? ' credits-low' : ''}`}
      data-testid="credits"
      data-low={credits.low}
      title={`Balance as of ${when}${credits.stale ? ' (the service asked us to wait before asking again)' : ''}`}
    >
      {credits.amount} credit{credits.amount === 1 ? '' : 's'}
      {credits.low && (
        <strong role="alert" data-testid="credits-low">
          {' '}
          · low (under {LOW_BALANCE_CREDITS})
        </strong>
      )}
    </span>
  );
}
