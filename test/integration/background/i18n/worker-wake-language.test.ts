/**
 * The worker wakes light (issue 46): it bundles no catalogue, and reads from the package only the
 * language in force and English (which fills its gaps), once, when words are first needed. What
 * it says after a wake is in the language chosen since the last one, whatever woke it: a menu
 * click, the follow alarm bringing a webhook's result through the relay, a change of settings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import type { UiLanguageChoice } from '../../../../src/shared/i18n/languages.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../../../src/shared/settings/settings.ts';
import { translatorIn } from '../../../support/i18n/translator-in.ts';
import { onlyId } from '../helpers/check-waits.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import { expectedVideoFindings } from '../../../fake-service/index.ts';
import { CLIP, followedToTheEnd, startVideoWorld, type VideoWorld } from '../video/video-world.ts';
import german from '../../../../public/_locales/de/messages.json';

let w: TestWorker;
let world: VideoWorld | undefined;

afterEach(async () => {
  await w.close();
  await world?.close();
  world = undefined;
});

/** The catalogues the worker read from the package since `from`, by language, in order. */
const catalogsRead = (from = 0): string[] =>
  w.packageReads
    .slice(from)
    .flatMap((path) => /^_locales\/([\w-]+)\/messages\.json$/.exec(path)?.[1] ?? []);

/** The notification a menu click on a browser page gives (no check can start there). */
async function menuClickNotice(): Promise<{ title: string; message: string }> {
  const tabId = w.fake.tabs.open({ url: 'chrome://newtab/', scriptable: false });
  const before = w.fake.log.count('notifications.create');
  const info: Menus.OnClickData = { menuItemId: 'check-page-ai', editable: false, modifiers: [] };
  w.fake.onMenuClicked.emit(info, w.fake.tabs.snapshot(tabId));
  await w.until('a notification', () => w.fake.log.count('notifications.create') > before);
  const notices = [...w.fake.notifications.values()];
  const notice = notices.at(-1);
  return { title: String(notice?.title), message: String(notice?.message) };
}

/** The language chosen in Settings while the worker is stopped (the options page wrote it). */
async function chooseWhileStopped(uiLanguage: UiLanguageChoice): Promise<void> {
  const { settings } = (await w.fake.local.get('settings')) as { settings?: Settings };
  await w.fake.local.set({ settings: { ...DEFAULT_SETTINGS, ...settings, uiLanguage } });
}

describe('the worker’s catalogues', () => {
  it('are read from the package at first need: the one in force and English, once each', async () => {
    w = await startWorker({ settings: { uiLanguage: 'de' } });
    // A wake that needs no words reads none.
    await w.askOk('runtime/ping', {});
    expect(catalogsRead()).toEqual([]);
    const de = await translatorIn('de');
    expect(await menuClickNotice()).toMatchObject({ title: de.t('error_browserPageTitle') });
    await menuClickNotice();
    expect(catalogsRead().sort()).toEqual(['de', 'en']);
  });

  it('give English for a key the chosen language lacks', async () => {
    const lacking = Object.fromEntries(
      Object.entries(german).filter(([key]) => key !== 'error_browserPageTitle'),
    );
    w = await startWorker({
      settings: { uiLanguage: 'de' },
      packageFiles: { '_locales/de/messages.json': lacking },
    });
    const [de, en] = await Promise.all([translatorIn('de'), translatorIn('en')]);
    const notice = await menuClickNotice();
    expect(notice.title).toBe(en.t('error_browserPageTitle'));
    expect(notice.message).toContain(de.t('error_browserPageAction'));
  });

  it('make a layout-test language from English alone', async () => {
    w = await startWorker({ settings: { uiLanguage: 'en-XA' } });
    const pseudo = await translatorIn('en-XA');
    expect((await menuClickNotice()).title).toBe(pseudo.t('error_browserPageTitle'));
    expect(catalogsRead()).toEqual(['en']);
  });
});

describe('after a wake in another language than the last', () => {
  it('a menu click is answered in the language chosen since', async () => {
    w = await startWorker({ settings: { uiLanguage: 'en' } });
    const [en, fr] = await Promise.all([translatorIn('en'), translatorIn('fr')]);
    expect((await menuClickNotice()).title).toBe(en.t('error_browserPageTitle'));
    await chooseWhileStopped('fr');
    await w.restart();
    const from = w.packageReads.length;
    expect((await menuClickNotice()).title).toBe(fr.t('error_browserPageTitle'));
    expect(catalogsRead(from).sort()).toEqual(['en', 'fr']);
  });

  it('a webhook’s result brought in by the follow alarm is notified in that language', async () => {
    w = await startWorker({ settings: { uiLanguage: 'en' } });
    world = await startVideoWorld(w);
    const id = onlyId(await w.askOk('checks/start-video', { tabId: world.tabId, key: 'v1' }));
    await w.until('the check to be sent', async () => {
      const check = await (await w.history()).getOf('ai-video', id);
      return check?.status === 'running';
    });
    // English was in force: the badge said so while the check waited.
    const en = await translatorIn('en');
    expect(w.fake.badge(world.tabId).title).toContain(en.t('extName'));
    await chooseWhileStopped('de');
    await w.restart();
    const done = await followedToTheEnd(w, id);
    expect(done.status).toBe('done');
    const de = await translatorIn('de');
    const notice = await w.until('the notification', () =>
      w.fake.notifications.get(`ai-video-${id}`),
    );
    const share = Math.round(expectedVideoFindings(CLIP).overallRatio * 100) / 100;
    expect(notice.title).toBe(de.t('video_noticeDone', de.number(share, { style: 'percent' })));
  });

  it('the menus are titled in the language chosen, once the change reaches the woken worker', async () => {
    w = await startWorker({ settings: { uiLanguage: 'en' } });
    w.fake.onInstalled.emit({ reason: 'install', temporary: false });
    const [en, ja] = await Promise.all([translatorIn('en'), translatorIn('ja')]);
    await w.until(
      'the English menus',
      () => w.fake.menus.get('check-page-ai')?.title === en.t('menu_checkPageAi'),
    );
    await w.restart();
    await w.askOk('settings/save', { uiLanguage: 'ja' });
    await w.until(
      'the Japanese menus',
      () => w.fake.menus.get('check-page-ai')?.title === ja.t('menu_checkPageAi'),
    );
    expect(w.fake.menus.get('authenticity-lens')?.title).toBe(ja.t('extName'));
  });
});
