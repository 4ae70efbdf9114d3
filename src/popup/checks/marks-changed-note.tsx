import type { JSX } from 'preact';
import type { CheckRecord } from '../../shared/checks/check-record.ts';

/**
 * Says, where the page cannot reach, that the page changed the marks painted from these results
 * (each time they were put back): the verdict to trust is the one here.
 */
export function MarksChangedNote({
  checks,
}: {
  checks: readonly CheckRecord[];
}): JSX.Element | null {
  if (!checks.some((c) => c.marksChangedAt !== undefined)) return null;
  return (
    <p class="notice notice-error" role="status" data-testid="marks-changed">
      This page tried to change the marks on it. They were put back, but trust what is shown here.
    </p>
  );
}
