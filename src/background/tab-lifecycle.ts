import { browser } from '../platform/browser.ts';
import { forgetTab } from './checks/latest-checks.ts';
import { forgetStyledTab } from './checks/paint-results.ts';
import { forgetTabScan } from './scans/latest-scan.ts';

/** Forgets per-tab state when a tab closes or loads a new page (its highlights are gone). */
export function watchTabs(): void {
  browser.tabs.onRemoved.addListener((tabId) => {
    forgetStyledTab(tabId);
    void forgetTab(tabId);
    void forgetTabScan(tabId);
  });
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'loading') forgetStyledTab(tabId);
  });
}
