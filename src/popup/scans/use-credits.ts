import { useEffect, useState } from 'preact/hooks';
import type { CreditsView } from '../../shared/scans/credits-view.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { watchItem } from '../../platform/item-storage.ts';
import { checkUpdatesItem } from '../../shared/items/check-updates-item.ts';

/**
 * The balance for the header. The worker answers from its one-minute cache, so asking again on
 * every check change is cheap; it fetches anew only after a scan has spent credits.
 */
export function useCredits(): CreditsView | null {
  const [credits, setCredits] = useState<CreditsView | null>(null);
  useEffect(() => {
    const stop = new AbortController();
    // Never rejects; a failure is logged by the worker and shows no balance (below).
    const load = (): void =>
      void sendToBackground('credits/get', {}).then((r) => {
        // An error (no network, refused key) simply shows no balance; checks explain errors.
        if (!stop.signal.aborted && r.ok) setCredits(r.value);
      });
    watchItem(checkUpdatesItem, load, stop.signal);
    load();
    return () => stop.abort();
  }, []);
  return credits;
}
