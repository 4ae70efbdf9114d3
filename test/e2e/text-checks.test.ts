import type { Page } from 'playwright-core';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeService } from '../fake-service/index.ts';
import { stopExtensionWorker, type ExtensionBrowser } from './support/chromium.ts';
import { askExtension } from './support/ask-extension.ts';
import {
  startConfiguredExtension,
  type ConfiguredExtension,
} from './support/configured-extension.ts';
import { paintedRanges } from './support/highlight-ranges.ts';
import type { HighlightKind } from '../../src/shared/text/highlight-names.ts';

/** Text checks from the popup to the local service and back onto the page, in Chromium. */
describe('text checks in Chromium against the local service', () => {
  let ext: ConfiguredExtension;
  let browser: ExtensionBrowser;
  let service: FakeService;
  let page: Page;
  let tabId: number;

  beforeAll(async () => {
    ext = await startConfiguredExtension();
    ({ browser, service } = ext);
    ({ page, tabId } = await ext.openTab(ext.pages.url('essay.html')));
  });

  afterAll(() => ext?.close());

  beforeEach(() => {
    service.control.faults.clear();
    service.control.clearLogs();
  });

  const select = (id: string): Promise<void> =>
    page.evaluate((elementId) => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById(elementId)!);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }, id);

  const openPopup = async (): Promise<Page> => {
    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.getByTestId('selection-text').waitFor();
    return popup;
  };

  const requestsTo = (part: string): { status: number }[] =>
    service.control.requests.filter((r) => r.path.includes(part));

  const highlightCount = async (kind: HighlightKind): Promise<number> =>
    (await paintedRanges(ext.helper, tabId, page, kind)).length;

  it('checks a selection for AI writing and moderation, in the popup and on the page', async () => {
    await select('long');
    const popup = await openPopup();
    await popup.getByTestId('check-selection').click();

    const share = popup.getByTestId('ai-share');
    await share.waitFor();
    expect(await share.textContent()).toMatch(/^\d{1,3}%$/);
    // The passage marked #ai is forced to an AI section by the local service.
    expect(await popup.getByTestId('section-count').textContent()).toMatch(
      /^[1-9]\d* of \d+ sections? AI-written$/,
    );
    expect(await popup.locator('.marked-text mark.section-ai').count()).toBeGreaterThan(0);
    const chip = popup.locator('.chip[data-label="cybersecurity-v1"]');
    await chip.waitFor();
    expect(await chip.textContent()).toContain('Cybersecurity');
    expect(await popup.getByTestId('result-meta').first().textContent()).toContain('Model');

    // Highlights are registered on the page without touching its DOM.
    // Each check paints when it finishes, after the popup was told: wait for both.
    await expect.poll(() => highlightCount('ai')).toBeGreaterThan(0);
    await expect.poll(() => highlightCount('cybersecurity-v1')).toBe(1);
    expect(await page.locator('mark').count()).toBe(0);

    expect(requestsTo('/writer-detector/')).toHaveLength(1);
    expect(requestsTo('/text-moderation/')).toHaveLength(1);

    // The same text with the same settings is answered from history, spending nothing.
    await popup.getByTestId('check-selection').click();
    await popup.getByText('From history, no credits spent').first().waitFor();
    expect(requestsTo('/writer-detector/')).toHaveLength(1);

    // Until the user asks to run it again.
    await popup.getByTestId('rerun').click();
    await expect.poll(() => requestsTo('/writer-detector/').length).toBe(2);
    await popup.getByTestId('ai-share').waitFor();

    await popup.getByTestId('clear-highlights').click();
    await expect.poll(() => highlightCount('ai')).toBe(0);
    await popup.close();
  });

  it('checks the readable text of the whole page, leaving out its navigation', async () => {
    await select('short');
    const popup = await openPopup();
    await popup.getByLabel('Moderation').uncheck();
    await popup.getByTestId('check-page').click();
    await popup.locator('.source', { hasText: 'Page: An essay on coastal walks' }).waitFor();
    await popup.getByTestId('ai-share').waitFor();
    expect(await popup.locator('article.result').count()).toBe(1);
    const checked = await popup.getByTestId('marked-text').textContent();
    expect(checked).toContain('The coast path starts behind the harbour wall');
    expect(checked).not.toContain('Home · Essays · About');
    await expect.poll(() => highlightCount('ai')).toBeGreaterThan(0);
    await popup.close();
  });

  it('refuses a too-short selection with its length, without calling the service', async () => {
    await select('short');
    const popup = await openPopup();
    await popup.getByLabel('Moderation').uncheck();
    await popup.getByTestId('check-selection').click();
    const alert = popup.locator('.result [role=alert][data-kind=invalid-input]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('needs at least 255 characters; this has 40');
    expect(service.control.requests.filter((r) => r.path.includes('/v2/'))).toHaveLength(0);
    await popup.close();
  });

  it('waits out a 429 and then shows the result', async () => {
    service.control.faults.add({ route: '/writer-detector/', kind: 'status', status: 429 });
    await select('long');
    const popup = await openPopup();
    await popup.getByLabel('Moderation').uncheck();
    // Same text as before: ask the service again rather than history.
    await askExtension(popup, 'checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
      rerun: true,
    });
    await popup.reload();
    await popup.getByTestId('ai-share').waitFor();
    expect(requestsTo('/writer-detector/').map((r) => r.status)).toEqual([429, 200]);
    await popup.close();
  });

  it('lists the checks in the settings page’s history, and forgets them on request', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    const items = options.getByTestId('history').locator('li');
    await items.first().waitFor();
    const texts = await items.allTextContents();
    expect(texts.some((t) => /AI writing\d{1,3}% AI-written/.test(t))).toBe(true);
    expect(texts.some((t) => t.includes('needs at least 255 characters'))).toBe(true);
    expect(texts.some((t) => t.includes('from history'))).toBe(true);
    options.once('dialog', (dialog) => void dialog.accept());
    await options.getByRole('button', { name: 'Clear history' }).click();
    await options.getByTestId('history-empty').waitFor();
    await options.close();
  });

  // Last: it replaces the worker the other tests evaluate in.
  it('goes on with a check after the worker is stopped mid-request', async () => {
    // The first request is held for longer than this test may last, so the worker is stopped
    // while it is out however slow the machine (the service drops it when it closes).
    service.control.faults.add({ route: '/writer-detector/', kind: 'latency', ms: 600_000 });
    await select('long');
    const popup = await openPopup();
    const started = await askExtension<CheckGroup>(popup, 'checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
      rerun: true,
    });
    const id = started.ok ? started.value.ids[0] : undefined;
    await popup.getByTestId('check-progress').waitFor();
    // The fault is used up when the request reaches the service.
    await expect.poll(() => service.control.faults.list().length).toBe(0);

    await stopExtensionWorker(browser, popup);

    // Any event wakes the worker; the popup's next message is one. The check resumes with the
    // same scan id and lands in history.
    await popup.reload();
    await popup.getByTestId('ai-share').waitFor();
    const record = await askExtension<CheckGroup>(popup, 'checks/get', { ids: [id] });
    expect(record.ok && record.value.checks[0]).toMatchObject({ status: 'done', attempts: 2 });
    await popup.close();
  });
});
