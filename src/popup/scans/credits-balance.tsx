import type { JSX } from 'preact';
import { LOW_BALANCE_CREDITS } from '../../shared/scans/credits-view.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { useCredits } from './use-credits.ts';

/** The credit balance in the header, with a warning when it runs low; nothing without an account. */
export function CreditsBalance(): JSX.Element | null {
  const credits = useCredits();
  const { t, plural, date } = useT();
  if (credits?.state !== 'known') return null;
  const when = date(credits.fetchedAt, { timeStyle: 'medium' });
  return (
    <span
      class={`credits${credits.low ? ' credits-low' : ''}`}
      data-testid="credits"
      data-low={credits.low}
      title={t(credits.stale ? 'scans_balanceAsOfStale' : 'scans_balanceAsOf', when)}
    >
      {plural('scans_credits', credits.amount)}
      {credits.low && (
        <strong role="alert" data-testid="credits-low">
          {' · '}
          {t('scans_creditsLow', LOW_BALANCE_CREDITS)}
        </strong>
      )}
    </span>
  );
}
