import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../src/shared/i18n/catalog.ts';
import type { UiLanguageChoice } from '../../src/shared/i18n/languages.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { layoutProblems } from './support/layout-problems.ts';
import { POPUP, sizeAsToolbarPopup } from './support/popup-size.ts';
import { looker, type Looker } from './support/look-at.ts';
import { selectElement } from './support/select-element.ts';

const catalog = (language: string): Catalog =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, `../../public/_locales/${language}/messages.json`),
      'utf8',
    ),
  ) as Catalog;
const german = catalog('de');
const words = (key: string): string => german[key]?.message ?? `(no ${key})`;

/**
 * The popup and the settings in the reader's language: German chosen in Settings (the page turns
 * German in place, the popup opens in it), a right-to-left language laid out mirrored, and
 * messages 40% longer than English (en-XA) still fitting. Each passes axe-core's rules.
 */
describe.each(suiteBrowsers())('in other languages, in %s', (name) => {
  let ext: CrossExtension;
  let look: Looker;
  let essay: { page: DriverPage; tabId: number };

  beforeAll(async () => {
    ext = await startCrossExtension(name, { sandbox: false });
    look = looker(name, 'light');
    essay = await ext.openTab(ext.pages.url('essay.html'));
    // A finished check, so the popup shows a full result in each language.
    await selectElement(essay.page, 'long');
    const started = await askExtension(ext.helper, 'checks/start-text', {
      tabId: essay.tabId,
      source: 'selection',
      kinds: ['ai-text', 'moderation'],
    });
    if (!started.ok) throw new Error('the check did not start');
  });

  afterAll(async () => {
    await askExtension(ext.helper, 'settings/save', { uiLanguage: 'auto' });
    await ext?.close();
  });

  const useLanguage = async (uiLanguage: UiLanguageChoice): Promise<void> => {
    const saved = await askExtension(ext.helper, 'settings/save', { uiLanguage });
    expect(saved.ok).toBe(true);
  };

  const openPopup = async (): Promise<DriverPage> => {
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${essay.tabId}`);
    await popup.setSize(POPUP.width, POPUP.height);
    await popup.waitFor('[data-testid=account-ready]');
    await popup.waitFor('[data-kind=ai-text][data-status=done] [data-testid=ai-share]');
    await popup.waitFor('[data-kind=moderation][data-status=done] .chips');
    await sizeAsToolbarPopup(popup);
    return popup;
  };

  const pageLanguage = (page: DriverPage): Promise<{ lang: string; dir: string }> =>
    page.evaluate(
      () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }),
      null,
    );

  it('turns the settings German in place when German is chosen, and opens the popup in it', async () => {
    const options = await ext.browser.openExtensionPage('src/options/index.html');
    await options.waitFor('select[name=ui-language]');
    expect(await pageLanguage(options)).toEqual({ lang: 'en', dir: 'ltr' });
    await options.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('select[name=ui-language]');
      if (!select) throw new Error('no language menu');
      select.value = 'de';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, null);
    await options.click('form:has(select[name=ui-language]) button[type=submit]');
    await expect.poll(() => options.text('h1')).toBe(words('options_title'));
    expect(await pageLanguage(options)).toEqual({ lang: 'de', dir: 'ltr' });
    expect(await options.evaluate(() => document.title, null)).toBe(words('options_title'));
    expect(await look(options, 'options-de')).toEqual([]);
    await options.close();

    const popup = await openPopup();
    expect(await pageLanguage(popup)).toEqual({ lang: 'de', dir: 'ltr' });
    expect(await look(popup, 'popup-result-de')).toEqual([]);
    await popup.close();
  });

  it('lays the popup and the settings out right to left in a right-to-left language', async () => {
    await useLanguage('ar-XB');
    const popup = await openPopup();
    expect(await pageLanguage(popup)).toEqual({ lang: 'ar-XB', dir: 'rtl' });
    // The text runs from the right: the heading's words end at the right edge, not the left.
    const edges = await popup.evaluate(() => {
      const box = document.querySelector('h1, h2')?.getBoundingClientRect();
      return box ? { left: box.left, right: innerWidth - box.right } : null;
    }, null);
    expect(edges && edges.right < edges.left).toBe(true);
    expect(await layoutProblems(popup)).toEqual([]);
    expect(await look(popup, 'popup-result-rtl')).toEqual([]);
    await popup.close();

    const options = await ext.browser.openExtensionPage('src/options/index.html');
    await options.waitFor('select[name=ui-language]');
    expect(await pageLanguage(options)).toEqual({ lang: 'ar-XB', dir: 'rtl' });
    expect(await layoutProblems(options)).toEqual([]);
    expect(await look(options, 'options-rtl')).toEqual([]);
    await options.close();
  });

  it('keeps everything inside its box when messages are 40% longer than English', async () => {
    await useLanguage('en-XA');
    const popup = await openPopup();
    expect(await pageLanguage(popup)).toMatchObject({ lang: 'en-XA' });
    expect(await layoutProblems(popup)).toEqual([]);
    expect(await look(popup, 'popup-result-long')).toEqual([]);
    await popup.close();

    const options = await ext.browser.openExtensionPage('src/options/index.html');
    await options.waitFor('select[name=ui-language]');
    expect(await layoutProblems(options)).toEqual([]);
    expect(await look(options, 'options-long')).toEqual([]);
    await options.close();
  });
});
