import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImages } from '../../scripts/demo-images.ts';
import { DEMO_ACCOUNT } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type ColorScheme, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { BROWSER_PAGE } from './support/browser-page.ts';
import { DOC_IDS, DOCS_DOCUMENTS } from './support/docs-documents.ts';
import { startDocsSite } from './support/docs-site.ts';
import { pasteInto } from './support/paste-into.ts';
import { phraseBox, phraseTips } from './support/phrase-tips.ts';
import { startHeldPageServer } from './support/held-page-server.ts';
import { finishedCheck } from './support/image-check.ts';
import { looker, type Looker } from './support/look-at.ts';
import { readOverlayCanvases } from './support/overlay-pixels.ts';
import { selectElement } from './support/select-element.ts';
import { selectInFrame } from './support/frames.ts';
import { sidePanelIsOpen } from './support/side-panel.ts';
import { JOURNEY_SCAN_SETTINGS } from './support/url-scan-journey.ts';

const SCHEMES: ColorScheme[] = ['light', 'dark'];
/** The popup's size in the toolbar (its body is this wide). */
const POPUP = { width: 380, height: 600 };
/** A side panel as Chromium opens it by default, beside a page. */
const PANEL = { width: 420, height: 900 };

/**
 * Every screen of the popup and the settings, and the marks drawn on pages, as people meet
 * them: each passes axe-core's rules in light and dark, in both browsers. With SCREENSHOTS_DIR
 * set (`npm run screenshots`) each is also saved as a picture, so the whole UI can be read at once.
 */
describe.each(suiteBrowsers().flatMap((b) => SCHEMES.map((s) => [b, s] as const)))(
  'every screen in %s, %s',
  (name, scheme) => {
    let ext: CrossExtension;
    let look: Looker;
    let essay: { page: DriverPage; tabId: number };
    let demo: { page: DriverPage; tabId: number };

    const popupFor = async (
      tabId: number,
      { credits = true, account = '[data-testid=account-ready]' } = {},
    ): Promise<DriverPage> => {
      const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
      await popup.setSize(POPUP.width, POPUP.height);
      await popup.waitFor(account);
      // Pictures are taken once the balance is in the header, as people see it.
      if (credits) await popup.waitFor('[data-testid=credits]');
      return popup;
    };
    /** How many overlay pixels our content script has painted on the page of `tabId`. */
    const paintedOn = async (tabId: number, reader: DriverPage): Promise<number> =>
      (await readOverlayCanvases(reader, tabId)).reduce(
        (sum, canvas) => sum + canvas.painted.split('1').length - 1,
        0,
      );

    beforeAll(async () => {
      ext = await startCrossExtension(name, {
        colorScheme: scheme,
        sandbox: false,
        service: { webhookTimeScale: 0.01 },
        relay: {
          scanSettings: { ...JOURNEY_SCAN_SETTINGS, checkCreditsFirst: true, aiSourceMatch: true },
        },
        pageFiles: demoImages(),
      });
      look = looker(name, scheme);
      // `npm run screenshots` takes the pictures again in a second language.
      const uiLanguage = process.env.SCREENSHOTS_LANGUAGE;
      if (uiLanguage) {
        const saved = await askExtension(ext.helper, 'settings/save', { uiLanguage });
        if (!saved.ok) throw new Error(`${uiLanguage}: ${saved.error.message}`);
      }
      essay = await ext.openTab(ext.pages.url('essay.html'));
      demo = await ext.openTab(ext.pages.url('demo.html'));
    });

    afterAll(() => ext?.close());

    it('the popup before anything is selected, and the settings page', async () => {
      const popup = await popupFor(demo.tabId);
      await popup.waitFor('[data-testid=selection-empty]');
      expect(await look(popup, 'popup-nothing-selected')).toEqual([]);
      await popup.close();

      const options = await ext.browser.openExtensionPage('src/options/index.html');
      await options.waitFor('[data-testid=history-empty], [data-testid=history]');
      await options.waitFor('[data-testid=troubleshooting] ul, [data-testid=troubleshooting] p');
      expect(await look(options, 'options')).toEqual([]);
      await options.close();
    });

    it('a selection too short to check, then one checked for AI writing and moderation', async () => {
      await selectElement(essay.page, 'short');
      const popup = await popupFor(essay.tabId);
      await popup.waitFor('[data-testid=selection-refusal]');
      expect(await look(popup, 'popup-selection-too-short')).toEqual([]);

      await selectElement(essay.page, 'long');
      await popup.reload();
      await popup.waitFor('[data-testid=check-selection]:not([disabled])');
      expect(await look(popup, 'popup-selection')).toEqual([]);

      await popup.click('[data-testid=check-selection]');
      await popup.waitFor('[data-kind=ai-text][data-status=done] [data-testid=ai-share]');
      await popup.waitFor('[data-kind=moderation][data-status=done] .chips');
      await popup.waitFor('[data-testid=clear-highlights]');
      // Why it is AI: the phrases (AI Logic is asked for by default).
      await popup.waitFor('[data-testid=ai-phrases]');
      expect(await look(popup, 'popup-text-results')).toEqual([]);

      await popup.click('.chip[data-label=cybersecurity-v1]');
      await popup.waitFor('.chip.chosen');
      expect(await look(popup, 'popup-moderation-label-chosen')).toEqual([]);
      await popup.close();
      // Marks and legend on the page itself (the page is not ours: no axe over it), the selection
      // cleared as a click elsewhere would, so the marks show.
      await essay.page.evaluate(() => getSelection()?.removeAllRanges(), null);
      await look(essay.page, 'page-text-highlights', { axe: false });
      // An AI phrase under the pointer, with its figures.
      const phrase = await phraseBox(ext.helper, essay.tabId, essay.page, { scroll: true });
      if (!phrase) throw new Error('no AI phrase painted');
      await essay.page.pointAt(phrase.x, phrase.y);
      await expect.poll(async () => (await phraseTips(ext.helper, essay.tabId))?.tip).toBeTruthy();
      await look(essay.page, 'page-ai-phrase-tip', { axe: false });
      await essay.page.pointAt(1, 1);
    });

    it('a page that changed the marks: put back, and said on the page and in the popup', async () => {
      // The page's script moves every painted range under one of our names (as hostile.html).
      await essay.page.evaluate(() => {
        getSelection()?.removeAllRanges(); // so the marks show in the picture
        const ours = [...CSS.highlights.keys()].filter((n) => /^h[a-z0-9]{12}\d+$/.test(n));
        const ranges = ours.flatMap((n) => [...(CSS.highlights.get(n) ?? [])]);
        for (const n of ours) CSS.highlights.get(n)?.clear();
        for (const r of ranges) CSS.highlights.get(ours[0] ?? '')?.add(r);
      }, null);
      const popup = await popupFor(essay.tabId);
      await popup.waitFor('[data-testid=marks-changed]');
      expect(await look(popup, 'popup-marks-changed')).toEqual([]);
      await popup.close();
      await look(essay.page, 'page-marks-changed', { axe: false });
    });

    it('a check on its way, with its part, time and Cancel, then cancelled', async () => {
      ext.service.control.faults.add({
        route: '/v2/writer-detector/',
        kind: 'latency',
        ms: 15_000,
      });
      await selectElement(demo.page, 'lead');
      const popup = await popupFor(demo.tabId);
      // AI writing only: the one held back by the service.
      await popup.click('input[name=check-kind][value=moderation]');
      await popup.click('[data-testid=check-selection]');
      await popup.waitFor('[data-testid=check-progress] [data-testid=elapsed]');
      expect(await look(popup, 'popup-check-in-progress')).toEqual([]);
      await popup.click('[data-testid=cancel-check]');
      await popup.waitFor('[data-kind=ai-text][data-status=failed] [data-kind=cancelled]');
      expect(await look(popup, 'popup-check-cancelled')).toEqual([]);
      await popup.close();
      ext.service.control.faults.clear();
    });

    it('the images of a page, and one image answered three ways', async () => {
      await demo.page.evaluate(() => getSelection()?.removeAllRanges(), null);
      const popup = await popupFor(demo.tabId);
      await popup.click('[data-testid=find-images]');
      await popup.waitFor('[data-testid=page-images] li');
      expect(await look(popup, 'popup-image-list')).toEqual([]);

      const src = ext.pages.url('demo/ai-skyline-objects.png');
      const ask = async (
        payload: object,
        kind: 'ai-image' | 'image-plagiarism' | 'object-detection',
      ) => {
        const started = await askExtension<{ ids: string[] }>(popup, 'checks/start-image', {
          tabId: demo.tabId,
          src,
          ...payload,
        });
        await finishedCheck(popup, started.ok ? started.value.ids.at(-1)! : '', kind);
      };
      await ask({ kind: 'ai-image' }, 'ai-image');
      await ask({ kind: 'image-plagiarism' }, 'image-plagiarism');
      await ask({ kind: 'object-detection', objects: ['boat', 'person'] }, 'object-detection');
      await popup.reload();
      await popup.waitFor('[data-testid=image-result] canvas');
      await popup.waitFor('[data-testid=web-matches]');
      await popup.waitFor('[data-testid=objects-result]');
      expect(await look(popup, 'popup-image-card')).toEqual([]);
      await look(demo.page, 'page-image-overlay', { axe: false });

      // One object hidden from the popup: hidden on the page too.
      const before = await paintedOn(demo.tabId, popup);
      await popup.click('[data-testid=objects-result] .mask-object input');
      await popup.waitFor('[data-testid=objects-result] .mask-object input:not(:checked)');
      await expect.poll(() => paintedOn(demo.tabId, popup)).toBeLessThan(before);
      expect(await look(popup, 'popup-objects-toggled')).toEqual([]);
      await look(demo.page, 'page-objects-toggled', { axe: false });

      // The graded heatmap, asked for from the card, answered through the relay.
      await popup.click('[data-testid=heatmap-panel] [data-testid=request-heatmap]');
      await popup.waitFor('[data-testid=heatmap-canvas]');
      await popup.waitFor('[data-testid=heat-legend]');
      expect(await look(popup, 'popup-heatmap')).toEqual([]);
      await popup.close();
      await look(demo.page, 'page-heatmap-overlay', { axe: false });
    });

    it('a page scan: its cost, under way, its result and its report', async () => {
      const popup = await popupFor(essay.tabId);
      await popup.click('[data-testid=scan-page]');
      await popup.waitFor('[data-testid=scan-cost]');
      expect(await look(popup, 'popup-scan-cost')).toEqual([]);
      await popup.click('[data-testid=scan-confirm]');
      await popup.waitFor('[data-testid=scan-score]');
      // The matched passages come after the score and push the report's button down.
      await popup.waitFor('[data-testid=scan-passages]');
      expect(await look(popup, 'popup-scan-result')).toEqual([]);
      await popup.click('[data-testid=scan-download-report]');
      await popup.waitFor('[data-testid=scan-report-saved]');
      expect(await look(popup, 'popup-scan-report-saved')).toEqual([]);
      await popup.close();

      const options = await ext.browser.openExtensionPage('src/options/index.html');
      await options.waitFor('[data-testid=history] li');
      await options.waitFor('[data-testid=resend-row]');
      expect(await look(options, 'options-with-history')).toEqual([]);
      await options.close();
    });

    it('a selection checked for plagiarism: what is sent, the sources and the passages matched', async () => {
      const quoted = await ext.openTab(ext.pages.publicUrl('plagiarism/essay-with-quote.html'));
      await selectElement(quoted.page, 'essay');
      const popup = await popupFor(quoted.tabId);
      await popup.waitFor('[data-testid=scan-plan][data-route=url]');
      await popup.waitFor('[data-testid=scan-selection]');
      expect(await look(popup, 'popup-scan-plan')).toEqual([]);
      // The page changes after its plan was shown: Scan sends nothing and says so.
      await quoted.page.evaluate(() => {
        const added = document.createElement('p');
        const words = 'Signed in as Ada: your tutor’s private feedback and your marks this term. ';
        added.textContent = words.repeat(12);
        document.querySelector('article')?.append(added);
      }, null);
      await popup.click('[data-testid=scan-page]');
      await popup.waitFor('[data-testid=scan-plan-again][data-why=changed]');
      expect(await look(popup, 'popup-scan-plan-again')).toEqual([]);
      await popup.click('[data-testid=scan-selection]');
      await popup.waitFor('[data-testid=scan-cost]');
      await popup.click('[data-testid=scan-confirm]');
      await popup.waitFor('[data-testid=scan-passages] li');
      await popup.waitFor('[data-testid=scan-ai-source]');
      expect(await look(popup, 'popup-scan-passages')).toEqual([]);
      await popup.close();
      // As the reader sees it once they click away from their selection.
      await quoted.page.evaluate(() => getSelection()?.removeAllRanges(), null);
      await look(quoted.page, 'page-plagiarism-passages', { axe: false });
      await quoted.page.close();
    });

    it('the side panel: opened from the popup, with the tab’s results beside the page', async () => {
      const popup = await popupFor(essay.tabId);
      expect(await sidePanelIsOpen(ext.helper)).toBe(false);
      await popup.click('[data-testid=open-side-panel]');
      await expect.poll(() => sidePanelIsOpen(ext.helper)).toBe(true);
      // The popup closes itself once the panel is open (opened as a tab here, it may stay).
      await popup.close().catch(() => undefined);

      // The same screens in the panel's page, here opened as a tab for the essay's tab.
      const panel = await ext.browser.openExtensionPage(`src/popup/panel.html?tab=${essay.tabId}`);
      await panel.setSize(PANEL.width, PANEL.height);
      await panel.waitFor('[data-testid=account-ready]');
      await panel.waitFor('[data-testid=credits]');
      await panel.waitFor('[data-kind=ai-text][data-status=done]');
      await panel.waitFor('[data-testid=scan-score]');
      expect(await panel.count('[data-testid=open-side-panel]')).toBe(0);
      expect(await look(panel, 'side-panel')).toEqual([]);
      await panel.close();
    });

    it('a page scan the service has not answered yet, and one no longer waited for', async () => {
      const held = await startHeldPageServer(
        `<html><head><title>Slow page</title></head><body><p>${'A page the service is slow to read. '.repeat(20)}</p></body></html>`,
      );
      // The cost check would fetch the held page too: straight to the scan for this one.
      const costFirst = async (on: boolean) =>
        expect(
          (
            await askExtension(ext.helper, 'scans/settings-save', {
              settings: { checkCreditsFirst: on },
            })
          ).ok,
        ).toBe(true);
      await costFirst(false);
      try {
        const { page, tabId } = await ext.openTab(held.url);
        const popup = await popupFor(tabId);
        await popup.click('[data-testid=scan-page]');
        await popup.waitFor('[data-testid=scan-progress] [data-testid=elapsed]');
        await popup.waitFor('[data-testid=scan-stop]');
        expect(await look(popup, 'popup-scan-under-way')).toEqual([]);
        await popup.click('[data-testid=scan-stop]');
        await popup.waitFor('[data-testid=url-scan][data-status=failed] [data-kind=cancelled]');
        expect(await look(popup, 'popup-scan-stopped')).toEqual([]);
        await popup.close();
        await page.close();
      } finally {
        held.release();
        await held.close();
        await costFirst(true);
      }
    });

    it('a selection inside a frame, a frame it may not read, a PDF, and marks in web components', async () => {
      const other = ext.pages.origin.replace('127.0.0.1', 'localhost');
      const grader = (submission: string): string =>
        ext.pages.url(`frames/grader.html?submission=${encodeURIComponent(submission)}`);
      const inFrame = await ext.openTab(grader(`${other}/frames/submission.html`));
      await selectInFrame(inFrame.page, ['submission'], 'long');
      const popup = await popupFor(inFrame.tabId);
      await popup.waitFor('[data-testid=selection-text]');
      expect(await look(popup, 'popup-selection-in-frame')).toEqual([]);
      await popup.close();
      await inFrame.page.close();

      const closedSite = await ext.startPageServer({}, '::1');
      const closed = await ext.openTab(grader(closedSite.url('frames/submission.html')));
      await selectInFrame(closed.page, ['submission'], 'long');
      const refused = await popupFor(closed.tabId);
      await refused.waitFor('[data-testid=allow-frame-site]');
      expect(await look(refused, 'popup-frame-not-readable')).toEqual([]);
      await refused.close();
      await closed.page.close();

      const pdfUrl = ext.pages.url('pdf/essay.pdf');
      const pdfTab = await ext.helper.evaluate(
        async (url) => (await chrome.tabs.create({ url, active: true })).id ?? -1,
        pdfUrl,
      );
      await expect
        .poll(() => ext.helper.evaluate(async (id) => (await chrome.tabs.get(id)).url, pdfTab))
        .toBe(pdfUrl);
      const pdf = await popupFor(pdfTab);
      await pdf.waitFor('[data-testid=selection-unreadable]');
      expect(await look(pdf, 'popup-pdf')).toEqual([]);
      await pdf.click('[data-testid=check-page]');
      await pdf.waitFor('[data-kind=ai-text][data-status=done] [data-testid=ai-pages]');
      await pdf.waitFor('[data-testid=paint-note]');
      expect(await look(pdf, 'popup-pdf-results')).toEqual([]);
      await pdf.close();

      // Highlights inside shadow trees, as people see them (the page is not ours: no axe).
      const feed = await ext.openTab(ext.pages.url('frames/feed.html'));
      const checks = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${feed.tabId}`);
      await checks.waitFor('[data-testid=check-page]');
      await checks.click('[data-testid=check-page]');
      await checks.waitFor('[data-testid=clear-highlights]');
      await expect
        .poll(() =>
          feed.page.evaluate(
            () => document.getElementById('p2')!.shadowRoot!.adoptedStyleSheets.length,
            null,
          ),
        )
        .toBe(1);
      await checks.close();
      await look(feed.page, 'page-shadow-highlights', { axe: false });
      await feed.page.close();
    });

    it('a Google Doc: its selection explained, checked whole, refused; then text pasted', async () => {
      const docs = await startDocsSite(DOCS_DOCUMENTS);
      try {
        const doc = await ext.openTab(docs.editUrl(DOC_IDS.essay));
        await doc.page.waitFor('.kix-appview-editor[data-drawn]');
        const popup = await popupFor(doc.tabId);
        await popup.waitFor('[data-testid=selection-unreadable][data-code=doc-selection]');
        await popup.waitFor('[data-testid=scan-plan][data-route=text]');
        expect(await look(popup, 'popup-google-doc')).toEqual([]);

        await popup.click('[data-testid=check-page]');
        await popup.waitFor('[data-kind=ai-text][data-status=done] [data-testid=ai-share]');
        await popup.waitFor('[data-kind=moderation][data-status=done] .chips');
        await popup.waitFor('[data-testid=doc-note]');
        expect(await look(popup, 'popup-google-doc-results')).toEqual([]);
        await popup.close();

        const locked = await ext.openTab(docs.editUrl(DOC_IDS.exportDisabled));
        await locked.page.waitFor('.kix-appview-editor[data-drawn]');
        const refused = await popupFor(locked.tabId);
        await refused.click('[data-testid=check-page]');
        await refused.waitFor('[role=alert]');
        expect(await look(refused, 'popup-google-doc-refused')).toEqual([]);

        // Pasted text: too short, then counted with its cost, then checked.
        await refused.click('[data-testid=paste] > summary');
        await refused.waitFor('[data-testid=paste-text]');
        await pasteInto(refused, '[data-testid=paste-text]', 'A line copied from a chat.');
        await refused.waitFor('[data-testid=paste-refusal]');
        expect(await look(refused, 'popup-paste-too-short')).toEqual([]);
        await pasteInto(refused, '[data-testid=paste-text]', docs.exportText(DOC_IDS.essay));
        await refused.click('[data-testid=paste-plagiarism]');
        await refused.waitFor('[data-testid=paste-check]:not([disabled])');
        expect(await look(refused, 'popup-paste-counted')).toEqual([]);
        await refused.click('[data-testid=paste-check]');
        await refused.waitFor('[data-kind=ai-text][data-status=done] [data-testid=ai-share]');
        await refused.waitFor('[data-testid=url-scan]');
        expect(await look(refused, 'popup-pasted-results')).toEqual([]);
        await refused.close();
        await doc.page.close();
        await locked.page.close();
      } finally {
        await docs.close();
      }
    });

    it('a page of the browser itself, and no account saved yet', async () => {
      // Firefox hides such a page's address from the extension: take the newest tab.
      const page = await ext.browser.openPage(BROWSER_PAGE[name]);
      const popup = await popupFor(await ext.newestTabId());
      await popup.waitFor('[role=alert][data-kind=permission]');
      expect(await look(popup, 'popup-browser-page')).toEqual([]);
      await popup.close();
      await page.close();

      const forgotten = await ext.browser.openExtensionPage('src/options/index.html');
      expect((await askExtension(forgotten, 'account/forget', {})).ok).toBe(true);
      try {
        const fresh = await popupFor(demo.tabId, {
          credits: false,
          account: '[data-testid=account-missing]',
        });
        expect(await look(fresh, 'popup-no-account')).toEqual([]);
        await fresh.close();
        await forgotten.reload();
        await forgotten.waitFor('input[name=email]');
        expect(await look(forgotten, 'options-no-account')).toEqual([]);
      } finally {
        await askExtension(forgotten, 'account/save-credentials', {
          email: DEMO_ACCOUNT.email,
          key: DEMO_ACCOUNT.key,
        });
        await forgotten.close();
      }
    });

    it('the service and the relay out of reach', async () => {
      await ext.stopService();
      try {
        // A check waits to be tried again, and says when (the lead paragraph has no answer yet).
        await selectElement(demo.page, 'lead');
        const popup = await popupFor(demo.tabId, { credits: false });
        await popup.click('[data-testid=check-selection]');
        await popup.waitFor('[data-testid=retry-note]');
        expect(await look(popup, 'popup-service-down')).toEqual([]);
        await popup.close();

        // Saving the account still saves it, and says it could not be checked.
        const options = await ext.browser.openExtensionPage('src/options/index.html');
        await options.click('[data-testid=account-form] button[type=submit]');
        await options.waitFor('[data-testid=account-check][data-state=unverified]');
        expect(await look(options, 'options-account-not-checked')).toEqual([]);

        // A relay test that fails says so in its own section, in words about settings.
        await ext.relay.stop();
        await options.click('[data-testid=test-relay]');
        await options.waitFor('.scans-form [role=alert]');
        expect(await options.count('.options > [role=alert]')).toBe(0);
        expect(await options.text('.scans-form [role=alert] strong')).not.toMatch(/check/i);
        expect(await look(options, 'options-relay-unreachable')).toEqual([]);
        await options.close();
      } finally {
        await ext.relay.restart();
        await ext.restartService();
      }
    });
  },
);
