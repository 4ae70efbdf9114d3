import type { JSX } from 'preact';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/**
 * Says, where the page cannot reach, that the page changed the marks painted from these results
 * (each time they were put back), or kept at it until they were taken off the page: the verdict
 * to trust is the one here.
 */
export function MarksChangedNote({
  checks,
}: {
  checks: readonly CheckRecord[];
}): JSX.Element | null {
  const { t } = useT();
  if (checks.some((c) => c.marksRemovedAt !== undefined)) {
    return (
      <p class="notice notice-error" role="status" data-testid="marks-removed">
        {t('checks_marksRemoved')}
      </p>
    );
  }
  if (!checks.some((c) => c.marksChangedAt !== undefined)) return null;
  return (
    <p class="notice notice-error" role="status" data-testid="marks-changed">
      {t('checks_marksChanged')}
    </p>
  );
}
