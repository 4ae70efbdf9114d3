import type { JSX } from 'preact';
import { isTextCheck } from '../../shared/checks/check-record.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { errorDetail } from '../../shared/checks/error-detail.ts';

/**
 * For checks stopped because they would cost more than the user checks without being asked:
 * one button to go ahead at that estimate (the worker refuses a costlier one).
 */
export function CostConfirmAction({
  group,
  onRerun,
}: {
  group: CheckGroup;
  onRerun: (group: CheckGroup) => void;
}): JSX.Element | null {
  const translator = useT();
  const { plural } = translator;
  const waiting = group.checks
    .filter(isTextCheck)
    .find((c) => c.error?.code === 'needs-confirmation');
  const estimate = waiting?.costEstimate;
  if (!waiting || estimate === undefined) return null;
  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const confirm = async (): Promise<void> => {
    const result = await sendToBackground('checks/rerun', {
      ids: group.ids,
      confirmCredits: estimate,
    });
    if (result.ok) onRerun(result.value);
  };
  return (
    <div class="notice" data-testid="cost-notice">
      <p>{waiting.error && errorDetail(waiting.error, translator)}</p>
      <button type="button" data-testid="confirm-cost" onClick={() => void confirm()}>
        {plural('checks_checkAnyway', estimate)}
      </button>
    </div>
  );
}
