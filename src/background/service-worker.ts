/**
 * The service worker: the only runtime that holds the API key and token and calls the service.
 * This file only wires modules together; each handler module registers its own messages, and
 * each kind's runner and page painter registers itself with the engine.
 */
import { browser } from '../platform/browser.ts';
import { restrictStorageToExtension } from '../platform/item-storage.ts';
import { logUncaughtErrors } from '../platform/uncaught-errors.ts';
import { onResumeAlarm } from './engine/resume-alarm.ts';
import { onCheckFinished, resumeOpenChecks, startFollowers } from './engine/check-runner.ts';
import { refreshTab } from './engine/tab-refresh.ts';
import { listenToCommands } from './triggers/commands.ts';
import { createContextMenus, listenToContextMenus } from './triggers/context-menus.ts';
import './handlers/account.ts';
import './handlers/article.ts';
import './handlers/batches.ts';
import './handlers/checks.ts';
import './handlers/heatmaps.ts';
import './handlers/history.ts';
import './handlers/images.ts';
import './handlers/log.ts';
import './handlers/marks.ts';
import './handlers/runtime.ts';
import './handlers/scans.ts';
import './handlers/selection.ts';
import './handlers/videos.ts';
import './check-kinds.ts';
import { watchSecrets, knownSecrets } from './stores/known-secrets.ts';
import { readStoredLog, writeStoredLog } from './stores/log-db.ts';
import { logIfRejected } from './stores/log-failure.ts';
import { log, startWorkerLog } from './stores/worker-log.ts';
import { startRouter } from './handlers/router.ts';
import { startHeatmapFollower } from './heatmap/heatmap-follower.ts';
import { watchTabs } from './triggers/tab-events.ts';
import { followManagedPolicy } from './settings/managed-policy-reader.ts';
import { checkSessionSubject } from './account/policy-session.ts';
import { applyHistoryRetention } from './stores/history-retention.ts';
import { effectiveSettings } from './settings/effective-settings.ts';
import { batchCheckFinished, batchScanMoved, resumeBatches } from './batches/batch-runner.ts';
import { onScanMoved } from './scan/scan-changes.ts';

// First, so that whatever fails while starting is in the log.
logUncaughtErrors(log, self);
startWorkerLog({
  storage: { read: () => readStoredLog(), write: (entries) => writeStoredLog(entries) },
  secrets: knownSecrets,
});
logIfRejected('log', 'Reading the secrets the log hides', watchSecrets());

// Listeners must be attached synchronously at start-up, or events that wake the worker are lost.
followManagedPolicy();
startRouter();
listenToContextMenus();
listenToCommands();
watchTabs();
// Image heatmaps wait on webhooks too: their own alarm, and open ones followed on at start.
startHeatmapFollower();
// Kinds answered by webhook (URL scans, video checks): each its alarm, notification clicks, and
// what was left open followed on at start.
startFollowers();
onResumeAlarm(() => logIfRejected('checks', 'Resuming open checks', resumeOpenChecks()));
onCheckFinished(async (record) => {
  if (record.source.tabId !== undefined) await refreshTab(record.source.tabId);
});
// A class set's row is settled when its checks finish, and the next row starts.
onCheckFinished((record) => batchCheckFinished(record));
onScanMoved((record) => batchScanMoved(record));
browser.runtime.onInstalled.addListener(() =>
  logIfRejected('menus', 'Creating the context menus', createContextMenus()),
);

logIfRejected('storage', 'Restricting storage to the extension', restrictStorageToExtension());
// A policy may have moved the account or the service while the worker was stopped.
logIfRejected('account', 'Checking the session against the policy', checkSessionSubject());
logIfRejected(
  'history',
  'Forgetting checks past their days',
  effectiveSettings().then(({ settings }) => applyHistoryRetention(settings.historyDays)),
);
// Checks left open by a stopped worker (or a closed browser) go on from where they were.
logIfRejected('checks', 'Resuming open checks', resumeOpenChecks());
// Class sets left reading or running go on: rows recorded as sent are not sent again.
logIfRejected('batches', 'Resuming class sets', resumeBatches());
