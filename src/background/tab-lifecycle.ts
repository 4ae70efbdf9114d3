import { browser } from '../platform/browser.ts';
import { forgetTab } from './checks/latest-checks.ts';
import { forgetStyledTab } from './checks/paint-results.ts';
import { forgetTabScan } from './scans/latest-scan.ts';
import { logIfRejected } from './log/log-failure.ts';

/** Forgets per-tab state when a tab closes or loads a new page (its highlights are gone). */
export function watchTabs(): void {
  browser.tabs.onRemoved.addListener((tabId) => {
    forgetStyledTab(tabId);
    logIfRejected('tabs', 'Forgetting a closed tab’s checks', forgetTab(tabId));
    logIfRejected('tabs', 'Forgetting a closed tab’s scan', forgetTabScan(tabId));
  });
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'loading') forgetStyledTab(tabId);
  });
}
