import { browser } from '../../platform/browser.ts';
import { forgetTab } from '../engine/latest-checks.ts';
import { forgetStyledTab } from '../text/paint-text-marks.ts';
import { forgetTabScan } from '../engine/latest-scan.ts';
import { forgetTabCleared } from '../engine/cleared-marks.ts';
import { logIfRejected } from '../stores/log-failure.ts';

/** Forgets per-tab state when a tab closes or loads a new page (its highlights are gone). */
export function watchTabs(): void {
  browser.tabs.onRemoved.addListener((tabId) => {
    forgetStyledTab(tabId);
    logIfRejected('tabs', 'Forgetting a closed tab’s checks', forgetTab(tabId));
    logIfRejected('tabs', 'Forgetting a closed tab’s scan', forgetTabScan(tabId));
    logIfRejected('tabs', 'Forgetting what was cleared in a closed tab', forgetTabCleared(tabId));
  });
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'loading') forgetStyledTab(tabId);
  });
}
