import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { textPdf } from '../fake-service/tests/helpers/pdf-files.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { BROWSER_PAGE } from './support/browser-page.ts';
import {
  DOC_IDS,
  DOCS_DOCUMENTS,
  ESSAY_AI_PARAGRAPH,
  ESSAY_FLAGGED_WORD,
  ESSAY_QUOTE,
} from './support/docs-documents.ts';
import { startDocsSite, type DocsSite } from './support/docs-site.ts';
import { pasteInto } from './support/paste-into.ts';
import { JOURNEY_SCAN_SETTINGS, shownScanId } from './support/url-scan-journey.ts';

/**
 * Text the page cannot give: a Google Doc (drawn on a canvas, read through Docs' own export with
 * the user's session, at the local stand-in docs.google.test) and text pasted into the popup, on
 * any tab. Checked for AI writing, moderation and plagiarism, refused before anything is spent
 * when it cannot be.
 */
const PASTED = [
  'Minutes of the allotment society, first meeting of spring.',
  'The committee agreed that the shared compost bays behind the tool shed will be turned every',
  'second Saturday, and that anyone who brings kitchen scraps should add the same amount of dry',
  'leaves or shredded cardboard. Mrs Okafor offered her trailer for the annual manure delivery.',
  'The treasurer reported that the water bill rose again, so the taps will be locked between',
  'November and March. #ai Furthermore, fostering a vibrant community of growers remains a',
  'pivotal element of our shared journey towards sustainable and resilient local food systems.',
].join('\n');

const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();
const unquoted = (text: string): string => flat(text).replace(/^"|"$/g, '');

describe.each(suiteBrowsers())('Google Docs and pasted text, in %s', (name) => {
  let ext: CrossExtension;
  let docs: DocsSite;

  const checkRequests = (): number =>
    ext.service.control.requests.filter((r) =>
      /writer-detector|text-moderation|\/submit\//.test(r.path),
    ).length;

  const openPopup = async (tabId: number, page = 'index'): Promise<DriverPage> => {
    const popup = await ext.browser.openExtensionPage(`src/popup/${page}.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=paste]');
    return popup;
  };

  /** The tab of a Doc, once its editor has drawn the document. */
  const openDoc = async (id: string): Promise<number> => {
    const { page, tabId } = await ext.openTab(docs.editUrl(id));
    await page.waitFor('.kix-appview-editor[data-drawn]');
    return tabId;
  };

  const latest = async (popup: DriverPage, tabId: number): Promise<CheckGroup> => {
    const reply = await askExtension<CheckGroup>(popup, 'checks/latest', { tabId });
    if (!reply.ok) throw new Error(reply.error.message);
    return reply.value;
  };

  /** Opens "Paste text to check" unless open (it starts open on pages nothing can read). */
  const openPasteBox = async (popup: DriverPage): Promise<void> => {
    const open = await popup.evaluate(
      () => document.querySelector<HTMLDetailsElement>('[data-testid=paste]')?.open ?? false,
      null,
    );
    if (!open) await popup.click('[data-testid=paste] > summary');
    await popup.waitFor('[data-testid=paste-text]');
  };

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      sandbox: false,
      relay: { scanSettings: JOURNEY_SCAN_SETTINGS },
      pageFiles: { '/docs/garden-notes.pdf': new Uint8Array(textPdf(PASTED.split('\n'))) },
    });
    docs = await startDocsSite(DOCS_DOCUMENTS);
  });

  afterAll(async () => {
    await ext?.close();
    await docs?.close();
  });

  beforeEach(() => ext.service.control.clearLogs());

  it('checks a Google Doc whole: the text is Docs’ export, marked in the popup and the side panel', async () => {
    const tabId = await openDoc(DOC_IDS.essay);
    const popup = await openPopup(tabId);

    // A selection cannot be read in Docs: said once, with the two ways that work.
    expect(await popup.text('[data-testid=selection-unreadable]')).toContain(
      'Google Docs keeps its text to itself',
    );
    expect(await popup.count('[data-testid=check-selection]')).toBe(0);
    expect(await popup.text('[data-testid=check-page]')).toBe('Check this Google Doc');
    await popup.click('[data-testid=doc-paste]');
    await expect
      .poll(() => popup.evaluate(() => document.activeElement?.id ?? '', null))
      .toBe('paste-text');

    await popup.click('[data-testid=check-page]');
    await popup.waitFor('details[data-kind=ai-text][data-status=done]');
    await popup.waitFor('details[data-kind=moderation][data-status=done]');
    const group = await latest(popup, tabId);
    // Exactly the document's text as Docs exports it: no menus, no title bar.
    for (const check of group.checks) expect(check.input).toBe(docs.exportText(DOC_IDS.essay));
    // Read through Docs' own export of this document (the popup's scan plan reads it too).
    expect(docs.requests.map((r) => r.path)).toContain(
      `/document/d/${DOC_IDS.essay}/export?format=txt`,
    );

    // Marked here, since the canvas cannot be: the AI paragraph and the flagged word.
    expect(await popup.text('.results .source')).toBe('Google Doc: Week 6 essay – Lighthouses');
    expect(await popup.text('[data-testid=doc-note]')).toContain('Google Docs draws its text');
    const marked = (kind: string): Promise<string[]> =>
      popup.evaluate(
        (css) => [...document.querySelectorAll(css)].map((m) => m.textContent ?? ''),
        `.marked-text mark.${kind}`,
      );
    expect(flat((await marked('section-ai')).join(' '))).toContain(
      flat(ESSAY_AI_PARAGRAPH.replace('#ai ', '')),
    );
    expect(await marked('span-flagged')).toEqual([ESSAY_FLAGGED_WORD]);
    expect(await popup.count('[data-testid=paint-note]')).toBe(0);

    // The side panel shows the same results.
    const panel = await openPopup(tabId, 'panel');
    await panel.waitFor('details[data-kind=ai-text][data-status=done]');
    expect(await panel.text('[data-testid=doc-note]')).toContain('Google Docs draws its text');
    expect(await panel.count('.marked-text mark.section-ai')).toBeGreaterThan(0);
    await panel.close();

    // Plagiarism: the document's text, as a file named after it; the quote found.
    await popup.waitFor('[data-testid=scan-plan][data-route=text]');
    expect(await popup.text('[data-testid=scan-page]')).toBe('Scan this Google Doc for plagiarism');
    expect(await popup.text('[data-testid=scan-plan]')).toMatch(
      /^Scanning this document sends the document’s text \([\d,]+ words\), as the file “Week 6 essay – Lighthouses\.txt”\. Google Docs keeps the document behind your sign-in/,
    );
    expect(await popup.count('[data-testid=scan-route-switch]')).toBe(0);
    await popup.click('[data-testid=scan-page]');
    await popup.waitFor('[data-testid=scan-passages] li');
    const id = await shownScanId(popup, tabId);
    const submits = ext.service.control.requests.filter(
      (r) => r.method === 'PUT' && r.path === `/v3/scans/submit/file/${id}`,
    );
    expect(submits).toHaveLength(1);
    // Matched by whole words, so the essay's quotation marks may come with the quote.
    expect(unquoted(await popup.text('[data-testid=scan-passages] li q'))).toBe(flat(ESSAY_QUOTE));
    await popup.close();
  });

  it('reads a Doc whose export Docs answers from its download server (another site)', async () => {
    const tabId = await openDoc(DOC_IDS.viaDownloads);
    const popup = await openPopup(tabId);
    await popup.click('[data-testid=check-page]');
    await popup.waitFor('details[data-kind=ai-text][data-status=done]');
    const group = await latest(popup, tabId);
    for (const check of group.checks) {
      expect(check.input).toBe(docs.exportText(DOC_IDS.viaDownloads));
    }
    // Docs sent the export on to its download server, and the text came from there.
    expect(docs.requests.map((r) => r.path)).toContain(
      `/export/${DOC_IDS.viaDownloads}?token=dl-7f3c`,
    );
    await popup.close();
  });

  it('refuses a Doc Docs will not export, naming why, with nothing sent or spent', async () => {
    const cases = [
      { id: DOC_IDS.noAccess, says: 'asked to sign in to Google first' },
      { id: DOC_IDS.exportDisabled, says: 'turned off downloading, printing and copying' },
    ];
    for (const { id, says } of cases) {
      const tabId = await openDoc(id);
      const popup = await openPopup(tabId);
      await popup.click('[data-testid=check-page]');
      await popup.waitFor('[role=alert]');
      const alert = await popup.text('[role=alert]');
      expect(alert).toContain(says);
      expect(alert).toContain('no credits were spent');
      expect((await latest(popup, tabId)).checks).toHaveLength(0);
      await popup.close();
    }
    expect(checkRequests()).toBe(0);
  });

  it('checks pasted text on a browser page, and answers the same text from history', async () => {
    await ext.browser.openPage(BROWSER_PAGE[name]);
    const tabId = await ext.newestTabId();
    const popup = await openPopup(tabId);
    await openPasteBox(popup);

    // Refused with its count before anything is sent.
    await pasteInto(popup, '[data-testid=paste-text]', 'Too short to say anything about.');
    expect(await popup.text('[data-testid=paste-refusal]')).toContain(
      'at least 255 characters; this has 32',
    );
    expect(
      await popup.evaluate(
        () => document.querySelector<HTMLButtonElement>('[data-testid=paste-check]')?.disabled,
        null,
      ),
    ).toBe(true);

    await pasteInto(popup, '[data-testid=paste-text]', PASTED);
    expect(await popup.text('[data-testid=paste-count]')).toMatch(
      new RegExp(
        `^${PASTED.length.toLocaleString('en')} of 100,000 characters · about \\d+ credits$`,
      ),
    );
    await popup.click('[data-testid=paste-check]');
    await popup.waitFor('details[data-kind=ai-text][data-status=done]');
    await popup.waitFor('details[data-kind=moderation][data-status=done]');
    expect(await popup.count('.marked-text mark.section-ai')).toBeGreaterThan(0);
    const first = await latest(popup, tabId);
    expect(first.checks.map((c) => c.source.origin)).toEqual(['pasted', 'pasted']);
    expect(first.checks[0]?.input).toBe(PASTED);
    expect(checkRequests()).toBe(2);

    await popup.click('[data-testid=paste-check]');
    await popup.waitForText('From history, no credits spent');
    expect(checkRequests()).toBe(2);
    await popup.close();
  });

  it('checks pasted text for plagiarism on a PDF tab', async () => {
    const url = ext.pages.url('docs/garden-notes.pdf');
    const tabId = await ext.helper.evaluate(
      async (address) => (await chrome.tabs.create({ url: address, active: true })).id ?? -1,
      url,
    );
    const popup = await openPopup(tabId);
    await openPasteBox(popup);
    await pasteInto(popup, '[data-testid=paste-text]', `${PASTED}\n\n${ESSAY_QUOTE}`);
    await popup.click('[data-testid=paste-plagiarism]');
    await popup.click('[data-testid=paste-check]');
    await popup.waitFor('[data-testid=scan-passages] li');
    expect(await popup.text('[data-testid=scan-sent]')).toMatch(
      /^Sent the pasted text, as the file “Pasted text\.txt”/,
    );
    expect(await popup.text('[data-testid=url-scan] .source')).toMatch(
      /^Plagiarism check of pasted text: “Minutes of the allotment/,
    );
    expect(unquoted(await popup.text('[data-testid=scan-passages] li q'))).toBe(flat(ESSAY_QUOTE));
    await popup.close();
  });
});
