import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type ColorScheme, type DriverPage } from './browsers/driver.ts';
import { expectReportOfSet, reportSections, saveClassSetReport } from './support/batch-report.ts';
import { exportedCsvLines, tableRows } from './support/batch-table.ts';
import { bareText, readPdf } from './support/printed-pdf.ts';
import { looker } from './support/look-at.ts';
import { JOURNEY_SCAN_SETTINGS } from './support/url-scan-journey.ts';

const PAGES = join(import.meta.dirname, 'pages');

interface DroppedFile {
  name: string;
  type: string;
  base64: string;
}

/** A fixture's bytes, to be dropped under `name` (a name the file on disk need not have). */
async function fixture(path: string, name: string, type: string): Promise<DroppedFile> {
  return { name, type, base64: (await readFile(join(PAGES, path))).toString('base64') };
}

const textFile = (name: string, text: string): DroppedFile => ({
  name,
  type: 'text/plain',
  base64: Buffer.from(text).toString('base64'),
});

/** An essay in plain text, long enough for both checks. */
const ESSAY =
  'The committee reviewed the proposal in detail and found it sound. '.repeat(6) +
  'In conclusion, it is important to note that the proposal offers a comprehensive framework.';

/**
 * Files dropped on the page as the browser delivers a drop from the desktop: dragover, then a
 * drop whose DataTransfer holds the files.
 */
async function drop(page: DriverPage, files: DroppedFile[]): Promise<void> {
  await page.evaluate((dropped) => {
    const transfer = new DataTransfer();
    for (const file of dropped) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    const init = { dataTransfer: transfer, bubbles: true, cancelable: true };
    document.body.dispatchEvent(new DragEvent('dragover', init));
    document.body.dispatchEvent(new DragEvent('drop', init));
  }, files);
}

/**
 * Files from the computer (issue 47, parts 2 and 3): dropped on the side panel or the settings
 * page, kept by the page in the extension's IndexedDB and read by the worker (PDFs by pdf.js in
 * the hidden page); the cost of them all said before Start; a table that fills in as answers
 * come, a row opening its file's result; a class set of five with one broken file going on past
 * it and past a worker stopped mid-batch; its CSV; the same files again answered from history.
 * The PDFs were made by LibreOffice (class-set/garden-essay.pdf, scripts/make-class-set-
 * fixtures.ts), Chromium's print to PDF (pdf/essay.pdf), TeX (pdf/paper.pdf) and qpdf
 * (pdf/locked.pdf, under a password).
 */
describe.each(suiteBrowsers())('files from the computer and class sets, in %s', (name) => {
  let ext: CrossExtension;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      // Firefox suspends an idle event page only after this; restartBackground needs it short.
      firefoxPrefs: { 'extensions.background.idle.timeout': 15_000 },
      // The class set scanned for plagiarism hears its results through the relay.
      relay: { scanSettings: JOURNEY_SCAN_SETTINGS },
    });
  });

  afterAll(() => ext?.close());

  beforeEach(() => ext.service.control.clearLogs());

  const checksSent = (): number =>
    ext.service.control.requests.filter(
      (r) => r.method === 'POST' && r.path.includes('/writer-detector/'),
    ).length;

  const fileSubmits = (): number =>
    ext.service.control.requests.filter(
      (r) => r.method === 'PUT' && r.path.startsWith('/v3/scans/submit/file/'),
    ).length;

  const openPanel = async (): Promise<DriverPage> => {
    const { tabId } = await ext.openTab(ext.pages.url('essay.html'));
    const panel = await ext.browser.openExtensionPage(`src/popup/panel.html?tab=${tabId}`);
    await panel.setSize(420, 900);
    await panel.waitFor('[data-testid=check-files]');
    return panel;
  };

  it('checks two files dropped on the side panel, then answers them again from history', async () => {
    const files = [
      await fixture('class-set/garden-essay.pdf', 'garden-essay.pdf', 'application/pdf'),
      textFile('committee.txt', ESSAY),
    ];
    const panel = await openPanel();
    await drop(panel, files);
    await panel.waitFor('[data-testid=batch-start]');
    // The cost of both, before anything is sent.
    expect(await panel.text('[data-testid=batch-totals]')).toMatch(
      /^2 files · \d+ words · about \d+ credits?$/,
    );
    expect(checksSent()).toBe(0);
    expect((await tableRows(panel)).map((r) => [r.name, r.status])).toEqual([
      ['garden-essay.pdf', 'ready'],
      ['committee.txt', 'ready'],
    ]);

    await panel.click('[data-testid=batch-start]');
    await expect
      .poll(async () => (await tableRows(panel)).map((r) => r.status))
      .toEqual(['done', 'done']);
    const rows = await tableRows(panel);
    for (const row of rows) expect(row.ai).toMatch(/^\d{1,3}\s?%$/);
    // The essay LibreOffice wrote: its words read from the PDF.
    expect(Number(rows[0]?.words.replace(/\D/g, ''))).toBeGreaterThan(150);
    expect(checksSent()).toBe(2);

    // A row opens its file's full result, as a text check's is shown.
    await panel.click('[data-testid=batch-open-row]');
    await panel.waitFor('[data-testid=batch-result] [data-testid=result-headline]');
    expect(await panel.text('[data-testid=batch-result] h2')).toBe('Result of garden-essay.pdf');
    await panel.click('[data-testid=batch-close-result]');

    // The same files again: free, from history, nothing sent.
    await panel.click('[data-testid=batch-new]');
    await panel.waitFor('[data-testid=pick-files]');
    await drop(panel, files);
    await panel.waitFor('[data-testid=batch-start]');
    expect(await panel.text('[data-testid=batch-totals]')).toMatch(
      /about 0 credits · 2 answered from history, free$/,
    );
    await panel.click('[data-testid=batch-start]');
    await expect
      .poll(async () => (await tableRows(panel)).map((r) => r.shown))
      .toEqual(['Done (from history)', 'Done (from history)']);
    expect(checksSent()).toBe(2);
    await panel.close();
  });

  it('runs a class set of five with one broken file, past a worker restart, and exports its CSV', async () => {
    const tricky = '=Smith, "Anna" essay.txt';
    const files = [
      await fixture('class-set/garden-essay.pdf', 'Bea garden.pdf', 'application/pdf'),
      await fixture('pdf/essay.pdf', 'Carl sea.pdf', 'application/pdf'),
      await fixture('pdf/paper.pdf', 'Dana paper.pdf', 'application/pdf'),
      textFile(tricky, `${ESSAY}\nWritten by Anna Smith for the autumn term.`),
      await fixture('pdf/locked.pdf', 'Eve locked.pdf', 'application/pdf'),
    ];
    const panel = await openPanel();
    await drop(panel, files);
    await panel.waitFor('[data-testid=batch-start]');
    // The broken file says why before anything is spent; the others wait for Start.
    let rows = await tableRows(panel);
    expect(rows.map((r) => r.status)).toEqual(['ready', 'ready', 'ready', 'ready', 'failed']);
    expect(rows[4]?.shown).toMatch(/^Failed.*password/);
    expect(checksSent()).toBe(0);

    // The first check's request is held at the service, so the worker is stopped with it out.
    ext.service.control.faults.add({ route: '/writer-detector/', kind: 'latency', ms: 600_000 });
    await panel.click('[data-testid=batch-start]');
    await expect.poll(() => ext.service.control.faults.list().length).toBe(0);
    await ext.browser.restartBackground(panel);
    await panel.close();

    // The settings page shows the class set where it was; it goes on to the end.
    const options = await ext.browser.openExtensionPage('src/options/index.html');
    await options.waitFor('[data-testid=history-files] [data-testid=batch-table]');
    await expect
      .poll(async () => (await tableRows(options)).map((r) => r.status), { timeout: 60_000 })
      .toEqual(['done', 'done', 'done', 'done', 'failed']);
    rows = await tableRows(options);
    expect(rows.map((r) => r.name)).toEqual([
      'Bea garden.pdf',
      'Carl sea.pdf',
      'Dana paper.pdf',
      tricky,
      'Eve locked.pdf',
    ]);
    // Its report, saved and opened offline: the same table, each file's text in its own section.
    const saved = await saveClassSetReport(ext.browser, options);
    await expectReportOfSet(saved.report, saved.html, options, rows, {
      browser: name,
      name: 'class-set-report',
    });
    // Its PDF: the report page opened for the set prints the same table and sections.
    const printable = await ext.browser.openedBy('src/report/index.html', () =>
      options.click('[data-testid=history-files] [data-testid=save-pdf]'),
    );
    await printable.waitFor('html[data-print-asked=yes] [data-testid=batch-table]');
    expect(await tableRows(printable)).toEqual(rows);
    const sections = await reportSections(saved.report);
    expect(await reportSections(printable)).toEqual(sections);
    const printed = await readPdf(await printable.pdf());
    // Each file's section starts a page of its own.
    expect(printed.pages).toBeGreaterThan(sections.length);
    for (const section of sections) {
      if (section.text) expect(bareText(printed.text)).toContain(bareText(section.text));
    }
    await printable.close();
    await saved.report.close();
    // Bea's essay is the garden essay of the test before: answered from history. The three
    // others' AI checks went out once each, the one held when the worker stopped sent again
    // with its own scan id (the service answers it once).
    const paths = ext.service.control.requests
      .filter((r) => r.method === 'POST' && r.path.includes('/writer-detector/'))
      .map((r) => r.path);
    expect(new Set(paths).size).toBe(3);
    expect(paths.length).toBeLessThanOrEqual(4);

    // Sorted by AI share, highest first, the failed row last.
    await options.click('[data-testid=batch-sort-ai]');
    await options.click('[data-testid=batch-sort-ai]');
    const sorted = await tableRows(options);
    expect(sorted.at(-1)?.name).toBe('Eve locked.pdf');
    const shares = sorted.slice(0, 4).map((r) => Number(r.ai.replace(/\D/g, '')));
    expect(shares).toEqual([...shares].sort((a, b) => b - a));

    const lines = await exportedCsvLines(ext.browser, options);
    expect(lines[0]).toBe('File,Words,AI share,Moderation,Status,Reason');
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toMatch(/^Bea garden\.pdf,\d+,\d{1,3}%,[^,]*,Done \(from history\),$/);
    expect(lines[2]).toMatch(/^Carl sea\.pdf,\d+,\d{1,3}%,[^,]*,Done,$/);
    // A name with a comma and quotes is quoted, and kept from running as a formula.
    expect(lines[4]).toMatch(/^"'=Smith, ""Anna"" essay\.txt",\d+,\d{1,3}%,/);
    expect(lines[5]).toMatch(/^Eve locked\.pdf,,,,Failed,.*password/);
    await options.close();
  });

  it('scans each file for plagiarism when asked, counted in the cost, the scores in the table and the CSV', async () => {
    const files = [
      textFile('Fay essay.txt', `${ESSAY}\nFay wrote this one for the spring term.`),
      await fixture('documents/essay.rtf', 'Gus essay.rtf', 'application/rtf'),
    ];
    const panel = await openPanel();
    await drop(panel, files);
    await panel.waitFor('[data-testid=batch-start]');
    const credits = (): Promise<number> =>
      panel.evaluate(
        () =>
          Number(document.querySelector('[data-testid=batch-cost]')?.getAttribute('data-credits')),
        null,
      );
    // Off by default; ticked, the scans' credits join the total shown before Start.
    const without = await credits();
    expect(
      await panel.evaluate(
        () => document.querySelector<HTMLInputElement>('[data-testid=batch-scan-choice]')?.checked,
        null,
      ),
    ).toBe(false);
    await panel.click('[data-testid=batch-scan-choice]');
    await expect.poll(credits).toBeGreaterThanOrEqual(without + 2);
    expect(await panel.text('[data-testid=batch-totals]')).toContain(
      `about ${await credits()} credits`,
    );
    expect(fileSubmits()).toBe(0);

    await panel.click('[data-testid=batch-start]');
    await expect
      .poll(async () => (await tableRows(panel)).map((r) => r.status), { timeout: 60_000 })
      .toEqual(['done', 'done']);
    const rows = await tableRows(panel);
    for (const row of rows) expect(row.plagiarism).toMatch(/^\d{1,3}\s?%$/);
    // One submission per file: the .txt as itself, the RTF as its text.
    expect(fileSubmits()).toBe(2);
    // Saved from the side panel, its report has each file's scan in the file's section.
    const saved = await saveClassSetReport(ext.browser, panel);
    await expectReportOfSet(saved.report, saved.html, panel, rows);
    expect((await reportSections(saved.report)).map((s) => s.scanned)).toEqual([true, true]);
    await saved.report.close();

    // A row opens its file's result, the plagiarism scan's too.
    await panel.click('[data-testid=batch-open-row]');
    await panel.waitFor('[data-testid=batch-result] [data-testid=url-scan][data-status=done]');
    await panel.click('[data-testid=batch-close-result]');

    const lines = await exportedCsvLines(ext.browser, panel);
    expect(lines[0]).toBe('File,Words,AI share,Moderation,Plagiarism,Status,Reason');
    expect(lines[1]).toMatch(/^Fay essay\.txt,\d+,\d{1,3}%,[^,]*,\d{1,3}%,Done,$/);
    expect(lines[2]).toMatch(/^Gus essay\.rtf,\d+,\d{1,3}%,[^,]*,\d{1,3}%,Done,$/);
    await panel.close();
  });
});

/**
 * The class set's screens as people see them, in both schemes: the cost before Start, the table
 * filled in with a failed row and its reason, a file's result opened, and the settings page's
 * section; each passes axe-core (pictures with SCREENSHOTS_DIR set).
 */
const SCHEMES: ColorScheme[] = ['light', 'dark'];
describe.each(suiteBrowsers().flatMap((b) => SCHEMES.map((s) => [b, s] as const)))(
  'the class set’s screens in %s, %s',
  (name, scheme) => {
    let ext: CrossExtension;
    const look = looker(name, scheme);

    beforeAll(async () => {
      ext = await startCrossExtension(name, { colorScheme: scheme });
    });

    afterAll(() => ext?.close());

    it('the cost before Start, the table with a failed row, a file’s result, the settings', async () => {
      const { tabId } = await ext.openTab(ext.pages.url('essay.html'));
      const panel = await ext.browser.openExtensionPage(`src/popup/panel.html?tab=${tabId}`);
      await panel.setSize(420, 900);
      await panel.waitFor('[data-testid=check-files]');
      expect(await look(panel, 'side-panel-files')).toEqual([]);
      await drop(panel, [
        await fixture('class-set/garden-essay.pdf', 'Bea garden.pdf', 'application/pdf'),
        textFile('Anna, "final" essay.txt', ESSAY),
        await fixture('pdf/scan.pdf', 'Carl scanned.pdf', 'application/pdf'),
      ]);
      await panel.waitFor('[data-testid=batch-start]');
      expect(await look(panel, 'side-panel-class-set-cost')).toEqual([]);
      await panel.click('[data-testid=batch-start]');
      await expect
        .poll(async () => (await tableRows(panel)).map((r) => r.status))
        .toEqual(['done', 'done', 'failed']);
      expect(await look(panel, 'side-panel-class-set-done')).toEqual([]);
      await panel.click('[data-testid=batch-open-row]');
      await panel.waitFor('[data-testid=batch-result] [data-testid=result-headline]');
      expect(await look(panel, 'side-panel-class-set-result')).toEqual([]);
      await panel.close();

      const options = await ext.browser.openExtensionPage('src/options/index.html');
      await options.waitFor('[data-testid=history-files] [data-testid=batch-table]');
      await options.evaluate(
        () => document.querySelector('[data-testid=history-files]')?.scrollIntoView(),
        null,
      );
      expect(await look(options, 'settings-class-set')).toEqual([]);
      await options.close();
    });
  },
);
