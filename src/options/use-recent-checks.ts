import { useCallback, useEffect, useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { CheckSummary } from '../shared/checks/check-summary-schema.ts';
import { sendToBackground } from '../platform/messaging.ts';

/** How many of the newest checks the settings page reads: its history list shows them all. */
const RECENT = 50;

export interface RecentChecks {
  /** Newest first; null until read. */
  checks: CheckSummary[] | null;
  error: AppError | null;
  /** Reads them again (after the history was cleared). */
  reload: () => Promise<void>;
}

/**
 * The newest checks, read once for the whole settings page: the history list and the scan
 * troubleshooting both show them, and both see the same state after a change.
 */
export function useRecentChecks(): RecentChecks {
  const [checks, setChecks] = useState<CheckSummary[] | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const reload = useCallback(async (): Promise<void> => {
    // Failures come back as values and are shown by the sections; it never rejects.
    const result = await sendToBackground('history/recent', { limit: RECENT });
    if (result.ok) {
      setChecks(result.value.checks);
      setError(null);
    } else setError(result.error);
  }, []);
  useEffect(() => void reload(), [reload]);
  return { checks, error, reload };
}
