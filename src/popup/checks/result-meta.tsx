import type { JSX } from 'preact';
import type { CheckRecord } from '../../shared/checks/check-record.ts';

/** Model version, credits spent, and whether history answered. */
export function ResultMeta({
  check,
  modelVersion,
}: {
  check: CheckRecord;
  modelVersion: string | undefined;
}): JSX.Element {
  const sandbox = check.settings['sandbox'] === true;
  return (
    <p class="muted meta" data-testid="result-meta">
      {modelVersion && <span>Model {modelVersion}</span>}
      {check.cachedFrom ? (
        <span>From history, no credits spent</span>
      ) : sandbox ? (
        <span>Sandbox: mock result, no credits spent</span>
      ) : (
        check.credits !== undefined && (
          <span>
            {check.credits} credit{check.credits === 1 ? '' : 's'}
          </span>
        )
      )}
    </p>
  );
}
