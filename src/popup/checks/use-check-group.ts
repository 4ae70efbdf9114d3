import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { watchItem } from '../../platform/item-storage.ts';
import { checkUpdatesItem } from '../../shared/items/check-updates-item.ts';
import { tabTarget } from '../tab-target.ts';

export interface CheckGroupState {
  group: CheckGroup | null;
  error: AppError | null;
  /** Shows a group just started (from a button here), replacing the tab's previous one. */
  show: (group: CheckGroup) => void;
  showError: (error: AppError) => void;
}

/**
 * The checks shown in the popup: the tab's latest, whichever trigger started them (a button
 * here, the context menu, the shortcut). Refreshed when the worker announces a change, so
 * progress shows without polling, a restarted worker's progress too.
 */
function retryWaiting(group: CheckGroup): void {
  const waiting = group.checks
    .filter((c) => c.status === 'pending' && c.error?.kind === 'network')
    .map((c) => c.id);
  // Fire and forget: a failure is logged by the worker; the checks keep waiting, as shown.
  if (waiting.length > 0) void sendToBackground('checks/retry-now', { ids: waiting });
}

export function useCheckGroup(tabId: number | undefined): CheckGroupState {
  const [group, setGroup] = useState<CheckGroup | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const shown = useRef<Set<string>>(new Set());

  const show = useCallback((next: CheckGroup | null) => {
    shown.current = new Set(next?.ids ?? []);
    setGroup(next?.ids.length ? next : null);
  }, []);

  useEffect(() => {
    const stop = new AbortController();
    let opened = true;
    // Failures come back as values (shown); sendToBackground never rejects.
    const latest = (): void =>
      void sendToBackground('checks/latest', tabTarget(tabId)).then((r) => {
        if (stop.signal.aborted) return;
        if (r.ok) show(r.value);
        else setError(r.error);
        // Opening the popup is the moment to try again checks waiting for the service.
        if (opened && r.ok) retryWaiting(r.value);
        opened = false;
      });
    // A failed refresh is logged by the worker; the group shown stays until the next change.
    const refresh = (ids: string[]): void =>
      void sendToBackground('checks/get', { ids }).then((r) => {
        if (r.ok && !stop.signal.aborted) show(r.value);
      });
    watchItem(
      checkUpdatesItem,
      (update) => {
        const mine = update.ids.filter((id) => shown.current.has(id));
        // Changes of the checks on screen refresh them; others may be a new check of this tab.
        if (mine.length > 0) refresh([...shown.current]);
        else latest();
      },
      stop.signal,
    );
    latest();
    return () => stop.abort();
  }, [tabId, show]);

  const showStarted = useCallback(
    (next: CheckGroup) => {
      setError(null);
      show(next);
    },
    [show],
  );
  return { group, error, show: showStarted, showError: setError };
}
