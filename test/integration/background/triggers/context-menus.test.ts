/**
 * Menus, the shortcut and what they trigger: the popup opened at once (Firefox opens it only
 * while the click is being handled, so before anything is awaited), then the check started, or
 * a notice of why it could not.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import { png } from '../../../unit/api/helpers/images.ts';
import { startReceiver, type Receiver } from '../../helpers/receiver.ts';
import { onlyId } from '../helpers/check-waits.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import { ok } from '../../../../src/core/errors.ts';
import french from '../../../../public/_locales/fr/messages.json';
import german from '../../../../public/_locales/de/messages.json';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

function click(menuItemId: string, tabId: number, more: Partial<Menus.OnClickData> = {}): void {
  const info: Menus.OnClickData = { menuItemId, editable: false, modifiers: [], ...more };
  w.fake.onMenuClicked.emit(info, w.fake.tabs.snapshot(tabId));
}

/** A page whose site serves a 1024x768 PNG at any address, opened in a tab. */
async function onImagePage(use: (site: Receiver, tabId: number) => Promise<void>): Promise<void> {
  const site = await startReceiver(() => ({ body: png(1024, 768), contentType: 'image/png' }));
  try {
    const tabId = w.fake.tabs.open({ url: `${site.url}/page.html` });
    w.fake.contentScript.answer('content/best-image-source', ({ src }) => ok({ src }));
    await use(site, tabId);
  } finally {
    await site.close();
  }
}

describe('context menus', () => {
  it('are created when the extension is installed, under one parent', async () => {
    w.fake.onInstalled.emit({ reason: 'install', temporary: false });
    await w.until('the menus', () => w.fake.menus.size === 16);
    const items = [...w.fake.menus.values()];
    expect(items.filter((i) => i.parentId === 'authenticity-lens').map((i) => i.id)).toEqual([
      'check-selection',
      'check-selection-ai',
      'check-selection-moderation',
      'check-page-ai',
      'check-pdf-ai',
      'check-doc',
      'check-image',
      'find-image-on-web',
      'check-image-and-web',
      'check-video',
      'scan-page-plagiarism',
      'scan-selection-plagiarism',
      'scan-image-text-plagiarism',
      'check-linked-document',
      'scan-linked-document',
    ]);
    // Shown on PDFs only: the file's text is read, not the viewer's page.
    expect(w.fake.menus.get('check-pdf-ai')?.documentUrlPatterns).toContain('*://*/*.pdf');
    // On every link: a download link often names no extension, and the bytes decide.
    expect(w.fake.menus.get('check-linked-document')).toMatchObject({ contexts: ['link'] });
    expect(w.fake.menus.get('check-linked-document')?.targetUrlPatterns).toBeUndefined();
  });

  it('check the text of the document a right-clicked link points at, named by its file', async () => {
    const essay = 'A plain-text essay handed in as a file.\n'.repeat(20).trim();
    const site = await startReceiver(() => ({ body: essay, contentType: 'text/plain' }));
    try {
      const tabId = w.fake.tabs.open({ url: `${site.url}/course.html` });
      click('check-linked-document', tabId, {
        linkUrl: `${site.url}/files/essay.txt`,
        pageUrl: `${site.url}/course.html`,
      });
      expect(w.fake.log.count('action.openPopup')).toBe(1);
      const latest = await w.until('the checks', async () => {
        const now = await w.askOk('checks/latest', { tabId });
        return now.checks.length === 2 && now;
      });
      expect(latest.checks.map((c) => c.kind)).toEqual(['ai-text', 'moderation']);
      expect(latest.checks[0]).toMatchObject({
        input: essay,
        source: { title: 'essay.txt', unpainted: 'document', url: `${site.url}/files/essay.txt` },
      });
    } finally {
      await site.close();
    }
  });

  it('say what finding an image on the web costs, and follow sandbox mode', async () => {
    w.fake.onInstalled.emit({ reason: 'install', temporary: false });
    await w.until('the menus', () => w.fake.menus.size === 16);
    expect(w.fake.menus.get('find-image-on-web')?.title).toBe(
      'Find this image on the web (1 credit)',
    );
    await w.askOk('settings/save', { sandbox: true });
    await w.until(
      'the new title',
      () =>
        w.fake.menus.get('find-image-on-web')?.title ===
        'Find this image on the web (free in sandbox mode)',
    );
  });

  it('speak the browser’s language, or the one chosen in Settings', async () => {
    w.fake.uiLanguage = 'fr-CA';
    w.fake.onInstalled.emit({ reason: 'install', temporary: false });
    await w.until('the menus', () => w.fake.menus.size === 16);
    expect(w.fake.menus.get('check-image')?.title).toBe(french.menu_checkImageAi.message);
    expect(w.fake.menus.get('find-image-on-web')?.title).toBe(
      french.menu_findImageOnWeb.message.replace('$COST$', '1 crédit'),
    );
    await w.askOk('settings/save', { uiLanguage: 'de' });
    await w.until(
      'the German titles',
      () => w.fake.menus.get('scan-page-plagiarism')?.title === german.menu_scanPage.message,
    );
  });

  it('are made in the new language when a setting changes before they exist', async () => {
    // No install event yet (or a browser that dropped the menus): nothing to retitle.
    expect(w.fake.menus.size).toBe(0);
    await w.askOk('settings/save', { uiLanguage: 'de' });
    await w.until('the menus', () => w.fake.menus.size === 16);
    expect(w.fake.menus.get('scan-page-plagiarism')?.title).toBe(german.menu_scanPage.message);
    // Installed right after: made again, never twice over.
    w.fake.onInstalled.emit({ reason: 'install', temporary: false });
    await w.askOk('settings/save', { uiLanguage: 'fr' });
    await w.until(
      'the French titles',
      () => w.fake.menus.get('scan-page-plagiarism')?.title === french.menu_scanPage.message,
    );
    expect(w.fake.menus.size).toBe(16);
  });

  it('open the popup and start the checks of the selection', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    click('check-selection', tabId);
    // Asked for in the click itself, before the worker awaits anything.
    expect(w.fake.log.count('action.openPopup')).toBe(1);
    const latest = await w.until('the checks', async () => {
      const now = await w.askOk('checks/latest', { tabId });
      return now.checks.length === 2 && now;
    });
    expect(latest.checks.map((c) => [c.kind, c.source.origin])).toEqual([
      ['ai-text', 'selection'],
      ['moderation', 'selection'],
    ]);
  });

  it('tell the user by notification and on the badge when the check cannot start', async () => {
    const tabId = w.fake.tabs.open({ url: 'chrome://newtab/', scriptable: false });
    click('check-page-ai', tabId);
    await w.until('a notification', () => w.fake.notifications.size === 1);
    expect(w.fake.badge(tabId).text).toBe('!');
  });

  it('check the image that was right-clicked', async () => {
    await onImagePage(async (site, tabId) => {
      click('check-image', tabId, {
        srcUrl: `${site.url}/a.png`,
        pageUrl: `${site.url}/page.html`,
      });
      expect(w.fake.log.count('action.openPopup')).toBe(1);
      const latest = await w.until('the check', async () => {
        const now = await w.askOk('checks/latest', { tabId });
        return now.checks.length === 1 && now;
      });
      expect(latest.checks).toMatchObject([{ kind: 'ai-image', imageSrc: `${site.url}/a.png` }]);
    });
  });

  it('find the right-clicked image on the web, with the AI answer for it when there is one', async () => {
    await onImagePage(async (site, tabId) => {
      const at = { srcUrl: `${site.url}/a.png`, pageUrl: `${site.url}/page.html` };
      click('check-image', tabId, at);
      await w.until('the AI check', async () => {
        const now = await w.askOk('checks/latest', { tabId });
        return now.checks[0]?.status === 'done';
      });
      click('find-image-on-web', tabId, at);
      expect(w.fake.log.count('action.openPopup')).toBe(2);
      const latest = await w.until('the web search', async () => {
        const now = await w.askOk('checks/latest', { tabId });
        return now.checks.length === 2 && now.checks[1]?.status === 'done' && now;
      });
      expect(latest.checks).toMatchObject([
        { kind: 'ai-image', status: 'done' },
        { kind: 'image-plagiarism', imageSrc: `${site.url}/a.png` },
      ]);
    });
  });

  it('check the right-clicked image for AI and find it on the web from one click, in one group', async () => {
    await onImagePage(async (site, tabId) => {
      click('check-image-and-web', tabId, {
        srcUrl: `${site.url}/b.png`,
        pageUrl: `${site.url}/page.html`,
      });
      const latest = await w.until('both answers', async () => {
        const now = await w.askOk('checks/latest', { tabId });
        return now.checks.length === 2 && now.checks.every((c) => c.status === 'done') && now;
      });
      expect(latest.checks.map((c) => c.kind)).toEqual(['ai-image', 'image-plagiarism']);
      // Read once, sent to each endpoint: one image request to the page's site.
      expect(site.calls.filter((c) => c.path.endsWith('/b.png'))).toHaveLength(1);

      // Run again: both, not only the newest.
      const again = await w.askOk('checks/rerun', { ids: latest.ids });
      expect(again.checks.map((c) => [c.kind, c.cachedFrom])).toEqual([
        ['ai-image', undefined],
        ['image-plagiarism', undefined],
      ]);
    });
  });

  it('say by notification how to set up the relay before a page can be scanned', async () => {
    const tabId = w.fake.tabs.open({ url: 'https://example.com/post' });
    click('scan-page-plagiarism', tabId);
    await w.until('a notification', () => w.fake.notifications.size === 1);
    const [notice] = w.fake.notifications.values();
    expect(notice?.message).toContain('relay');
  });

  it('keep working where the popup cannot be opened: the badge shows progress', async () => {
    w.fake.canOpenPopup = false;
    const tabId = openTextPage(w, AI_WRITTEN);
    click('check-selection-ai', tabId);
    expect(w.fake.log.count('action.openPopup')).toBe(1);
    const latest = await w.until('the check', async () => {
      const now = await w.askOk('checks/latest', { tabId });
      return now.ids.length === 1 && now;
    });
    expect(onlyId(latest)).toBeTruthy();
    expect(w.fake.notifications.size).toBe(0);
  });
});

describe('the keyboard shortcut', () => {
  it('checks the selection of the tab it was pressed in', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    w.fake.onCommand.emit('check-selection', w.fake.tabs.snapshot(tabId));
    expect(w.fake.log.count('action.openPopup')).toBe(1);
    await w.until(
      'the checks',
      async () => (await w.askOk('checks/latest', { tabId })).ids.length === 2,
    );
  });
});
