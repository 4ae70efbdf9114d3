/**
 * What the worker says outside its pages (the toolbar button's tooltip, notifications, the words
 * of the buttons it draws over images on the page) is in the language chosen in Settings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import { ok } from '../../../../src/core/errors.ts';
import { LIGHTHOUSE_FRESNEL } from '../../../fake-service/tests/helpers/fake-internet-text.ts';
import { png } from '../../../unit/api/helpers/images.ts';
import { startReceiver } from '../../helpers/receiver.ts';
import { finished, onlyId } from '../helpers/check-waits.ts';
import { FOLLOW_ALARM, startScanWorld, type ScanWorld } from '../helpers/scan-world.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import german from '../../../../public/_locales/de/messages.json';

let w: TestWorker;
let world: ScanWorld | undefined;

afterEach(async () => {
  await w.close();
  await world?.close();
  world = undefined;
});

describe('the worker’s words in the language chosen in Settings', () => {
  it('give the toolbar button’s tooltip in German', async () => {
    w = await startWorker({ settings: { uiLanguage: 'de' } });
    const tabId = openTextPage(w, AI_WRITTEN);
    const group = await w.askOk('checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
    });
    await finished(w, onlyId(group));
    await w.until('the badge to show the AI share', () => w.fake.badge(tabId).text === '100%');
    expect(w.fake.badge(tabId).title).toBe(
      'Authenticity Lens: 100\u00a0% des Textes von KI geschrieben',
    );
  });

  it('say in German by notification why a menu’s check could not start', async () => {
    w = await startWorker({ settings: { uiLanguage: 'de' } });
    const tabId = w.fake.tabs.open({ url: 'chrome://newtab/', scriptable: false });
    const info: Menus.OnClickData = { menuItemId: 'check-page-ai', editable: false, modifiers: [] };
    w.fake.onMenuClicked.emit(info, w.fake.tabs.snapshot(tabId));
    await w.until('a notification', () => w.fake.notifications.size === 1);
    const [notice] = w.fake.notifications.values();
    expect(notice?.title).toBe(german.error_browserPageTitle.message);
    expect(notice?.message).toContain(german.error_browserPageAction.message);
  });

  it('ask for a scan’s cost by a German notification, plural-correct', async () => {
    w = await startWorker({ settings: { sandbox: false, uiLanguage: 'de' } });
    world = await startScanWorld(w, { checkCreditsFirst: true });
    const own = 'Our class visited the harbour and wrote about what the old keepers did. ';
    const essay = `${own.repeat(3)}${LIGHTHOUSE_FRESNEL} ${own.repeat(3)}`;
    const tabId = openTextPage(w, essay, { title: 'Aufsatz' });
    const scan = await w.askOk('scans/start', { tabId, what: 'selection' });
    const notice = await w.until('the cost notification', async () => {
      // The alarm may not be set yet (the scan was just sent): the poll follows it anyway.
      if (w.fake.alarms.scheduled(FOLLOW_ALARM)) w.fireAlarm(FOLLOW_ALARM);
      await w.askOk('scans/poll', { id: scan.id, waitSeconds: 1 });
      return w.fake.notifications.get(`url-scan-${scan.id}`);
    });
    expect(notice.title).toBe('Dieser Scan kostet 1 Credit');
    expect(notice.message).toBe(
      'Öffnen Sie Authenticity Lens, um den Scan von „Aufsatz“ zu starten oder abzubrechen.',
    );
    expect(w.fake.badge(tabId).title).toBe(german.badge_scanAwaiting.message);
  });

  it('send the words of the button over an image’s mask in German', async () => {
    w = await startWorker({ settings: { uiLanguage: 'de' } });
    const site = await startReceiver(() => ({ body: png(1024, 768), contentType: 'image/png' }));
    try {
      const tabId = w.fake.tabs.open({ url: `${site.url}/gallery.html`, title: 'Galerie' });
      w.fake.contentScript.answer('content/best-image-source', ({ src }) => ok({ src }));
      w.fake.contentScript.answer('content/show-image-mask', () => ok({ shown: 1 }));
      const group = await w.askOk('checks/start-image', { tabId, src: `${site.url}/photo.png` });
      await finished(w, onlyId(group));
      const [painted] = await w.until('the mask on the page', () => {
        const sent = w.fake.contentScript.payloadsOf('content/show-image-mask');
        return sent.length > 0 && sent;
      });
      expect(painted?.words).toEqual({
        lang: 'de',
        dir: 'ltr',
        hide: 'KI-Maske ausblenden',
        show: 'KI-Maske einblenden',
        title: 'Authenticity Lens: KI-generierte Bereiche dieses Bildes',
      });
    } finally {
      await site.close();
    }
  });
});
