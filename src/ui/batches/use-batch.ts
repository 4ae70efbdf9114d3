import { useCallback, useEffect, useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import type { BatchView } from '../../shared/batches/batch-record.ts';
import { batchUpdatesItem } from '../../shared/items/batch-updates-item.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { watchItem } from '../../platform/item-storage.ts';

export interface BatchState {
  batch: BatchView | null;
  error: AppError | null;
  show: (batch: BatchView | null) => void;
  showError: (error: AppError | null) => void;
}

/**
 * The batch shown, refreshed whenever the worker says it changed (a row read, sent, finished),
 * so the table fills in as answers come, a restarted worker's too. `latest`: start with the
 * newest batch (the settings page shows where the last class set was left).
 */
export function useBatch(latest: boolean): BatchState {
  const [batch, setBatch] = useState<BatchView | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const shownId = batch?.id;

  useEffect(() => {
    if (!latest) return;
    let current = true;
    void sendToBackground('batches/latest', {}).then((answer) => {
      if (!current) return;
      if (answer.ok) setBatch((shown) => shown ?? answer.value);
      else setError(answer.error);
    });
    return () => {
      current = false;
    };
  }, [latest]);

  useEffect(() => {
    if (shownId === undefined) return;
    const stop = new AbortController();
    // Answers may arrive out of order: only the latest question's is shown.
    let asked = 0;
    const refresh = (): void => {
      const mine = ++asked;
      void sendToBackground('batches/get', { id: shownId }).then((answer) => {
        if (stop.signal.aborted || mine !== asked) return;
        if (answer.ok) setBatch(answer.value);
        else setError(answer.error);
      });
    };
    watchItem(batchUpdatesItem, (update) => update.id === shownId && refresh(), stop.signal);
    // What changed between the answer shown and the watch starting.
    refresh();
    return () => stop.abort();
  }, [shownId]);

  const show = useCallback((next: BatchView | null) => {
    setError(null);
    setBatch(next);
  }, []);
  return { batch, error, show, showError: setError };
}
