import type { JSX } from 'preact';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/** Model version, credits spent, and whether history answered. */
export function ResultMeta({
  check,
  modelVersion,
}: {
  check: CheckRecord;
  modelVersion: string | undefined;
}): JSX.Element {
  const { t, plural } = useT();
  const sandbox = check.settings['sandbox'] === true;
  return (
    <p class="muted meta" data-testid="result-meta">
      {modelVersion && <span>{t('checks_model', modelVersion)}</span>}
      {check.cachedFrom ? (
        <span>{t('checks_fromHistory')}</span>
      ) : sandbox ? (
        <span>{t('checks_sandboxResult')}</span>
      ) : (
        check.credits !== undefined && <span>{plural('cost_credits', check.credits)}</span>
      )}
    </p>
  );
}
