/**
 * The service worker: the only runtime that holds the API key and token and calls the service.
 * This file only wires modules together; each handler module registers its own messages, and
 * each kind's runner registers itself with the check runner.
 */
import { browser } from '../platform/browser.ts';
import { restrictStorageToExtension } from '../platform/item-storage.ts';
import { onResumeAlarm } from './checks/check-alarm.ts';
import { onCheckFinished, resumeOpenChecks } from './checks/check-runner.ts';
import { refreshTab } from './checks/tab-results.ts';
import { listenToCommands } from './commands.ts';
import { createContextMenus, listenToContextMenus } from './context-menus.ts';
import './handlers/account.ts';
import './handlers/checks.ts';
import './handlers/heatmaps.ts';
import './handlers/history.ts';
import './handlers/images.ts';
import './handlers/runtime.ts';
import './handlers/scans.ts';
import './handlers/selection.ts';
import './checks/run-text-check.ts';
import './images/run-image-check.ts';
import { startRouter } from './router.ts';
import { startHeatmapFollower } from './heatmaps/heatmap-follower.ts';
import { startScanFollower } from './scans/scan-follower.ts';
import { watchTabs } from './tab-lifecycle.ts';

// Listeners must be attached synchronously at start-up, or events that wake the worker are lost.
startRouter();
listenToContextMenus();
listenToCommands();
watchTabs();
// URL scans: their own alarm, notification clicks, and open scans followed on at start.
startScanFollower();
// Image heatmaps wait on webhooks too: their own alarm, and open ones followed on at start.
startHeatmapFollower();
onResumeAlarm(() => void resumeOpenChecks());
onCheckFinished(async (record) => {
  if (record.source.tabId !== undefined) await refreshTab(record.source.tabId);
});
browser.runtime.onInstalled.addListener(() => void createContextMenus());

void restrictStorageToExtension();
// Checks left open by a stopped worker (or a closed browser) go on from where they were.
void resumeOpenChecks();
