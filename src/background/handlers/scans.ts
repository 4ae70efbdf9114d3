import { ok } from '../../core/errors.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { registry } from './router.ts';
import { resolveTabId } from '../tabs/tab-pages.ts';
import { creditBalance } from '../account/credits-balance.ts';
import { latestScanFor } from '../engine/latest-scan.ts';
import { ocrLanguages } from '../scan/ocr-languages.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { checkRelay } from '../relay-client/relay-reader.ts';
import { exportedPdf, exportUrlScan, resendScanWebhook } from '../scan/finished-scan-actions.ts';
import { followScan, rescheduleFollow } from '../scan/scan-follower.ts';
import { saveScanSettings, scanSettingsStatus } from '../scan/scan-settings-store.ts';
import { cancelUrlScan, confirmUrlScan } from '../scan/url-scan-start.ts';
import {
  startImageTextScan,
  startPageScan,
  startPastedScan,
  startSelectionScan,
} from '../scan/scan-starts.ts';
import { pageOf } from '../tabs/tab-pages.ts';
import { showPagePlan, startShownPlan } from '../scan/shown-plans.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import { startDocumentScan } from '../scan/document-scan-start.ts';

async function scanById(id: string) {
  const record = await (await openHistoryStore()).get(id);
  return ok({ scan: record?.kind === 'url-scan' ? record : null });
}

registry.register('scans/settings-get', scanSettingsStatus);

registry.register('scans/settings-save', saveScanSettings);

// Asked by the user: a token the relay refused before is tried again.
registry.register('scans/relay-check', async () => {
  const relay = await relayAccess({ retryRefused: true });
  return relay.ok ? checkRelay(relay.value) : relay;
});

registry.register('scans/ocr-languages', ({ refresh }) => ocrLanguages(refresh ?? false));

registry.register('credits/get', ({ refresh }) => creditBalance(refresh ?? false));

registry.register('scans/start-pasted', async ({ tabId, text }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  return startPastedScan(tab.value, text);
});

registry.register('scans/start-document', async ({ tabId, url }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const { pageUrl } = await pageOf(tab.value);
  return startDocumentScan(tab.value, url, pageUrl);
});

registry.register('scans/start', async ({ tabId, what, route }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  return what === 'selection'
    ? startSelectionScan({ tabId: tab.value })
    : startPageScan(tab.value, route ?? 'auto');
});

registry.register('scans/plan', async ({ tabId, route }) => {
  const tab = await resolveTabId(tabId);
  return tab.ok ? showPagePlan(tab.value, route ?? 'auto') : tab;
});

registry.register('scans/start-plan', async ({ tabId, planId, route }) => {
  const tab = await resolveTabId(tabId);
  return tab.ok ? startShownPlan(tab.value, planId, route ?? 'auto') : tab;
});

registry.register('scans/start-image-text', async ({ tabId, frameId, frameUrl, src, langCode }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const [page, { scan: settings }] = await Promise.all([pageOf(tab.value), effectiveSettings()]);
  return startImageTextScan({
    tabId: tab.value,
    frameId,
    frameUrl,
    src,
    langCode: langCode ?? settings.ocrLanguage,
    ...page,
  });
});

registry.register('scans/latest', async ({ tabId }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const id = await latestScanFor(tab.value);
  return id === undefined ? ok({ scan: null }) : scanById(id);
});

registry.register('scans/get', ({ id }) => scanById(id));

registry.register('scans/poll', async ({ id, waitSeconds }) => {
  const record = await followScan(id, waitSeconds ?? 0);
  await rescheduleFollow();
  return ok({ scan: record?.kind === 'url-scan' ? record : null });
});

registry.register('scans/confirm', ({ id }) => confirmUrlScan(id));

registry.register('scans/cancel', ({ id }) => cancelUrlScan(id));

registry.register('scans/export', ({ id }) => exportUrlScan(id));

registry.register('scans/pdf', ({ id }) => exportedPdf(id));

registry.register('scans/resend', async ({ id }) => {
  const sent = await resendScanWebhook(id);
  if (sent.ok) await rescheduleFollow();
  return sent;
});
