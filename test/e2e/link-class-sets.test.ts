import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type ColorScheme, type DriverPage } from './browsers/driver.ts';
import { exportedCsvLines, tableRows } from './support/batch-table.ts';
import { looker } from './support/look-at.ts';
import { startLmsSite, type LmsSite, type Submission } from './support/lms-site.ts';

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Five submissions as a learning platform lists them; the last gives its sign-in page. */
const SUBMISSIONS: readonly Submission[] = [
  { path: '/files/essay.docx', label: 'Anna – essay.docx', file: 'essay.docx', contentType: WORD },
  {
    path: '/files/revised-essay.odt',
    label: 'Ben – revised-essay.odt',
    file: 'revised-essay.odt',
    contentType: 'application/vnd.oasis.opendocument.text',
  },
  {
    path: '/files/essay.pdf',
    label: 'Carl_Okafor_Year9_English_final_submission_v2.pdf',
    file: 'essay.pdf',
    contentType: 'application/pdf',
  },
  {
    path: '/files/japanese-essay.rtf',
    label: 'Dana – japanese-essay.rtf',
    file: 'japanese-essay.rtf',
    contentType: 'application/rtf',
  },
  {
    path: '/files/expired.docx',
    label: 'Eve – expired.docx',
    file: new TextEncoder().encode(
      '<!doctype html><html><head><title>Sign in</title></head><body><form>Sign in</form></body></html>',
    ),
    contentType: 'text/html; charset=utf-8',
  },
];
const NAMES = SUBMISSIONS.map((s) => s.label);

/** The chooser's links: each one's label, address and whether it is chosen. */
const choices = (page: DriverPage) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid=link-chooser] li')].map((li) => ({
        label: li.querySelector('.link-label')?.textContent ?? '',
        url: li.querySelector('.link-url')?.textContent ?? '',
        chosen: li.querySelector('input')?.checked ?? false,
      })),
    null,
  );

async function signedInSite(ext: CrossExtension): Promise<{ site: LmsSite; tabId: number }> {
  const site = await startLmsSite(SUBMISSIONS);
  const signIn = await ext.browser.openPage(site.loginUrl);
  await signIn.fill('input[name=as]', 'teacher');
  await signIn.click('button');
  return { site, tabId: await ext.tabIdOf(site.pageUrl) };
}

/**
 * A class set from the document links of a learning platform's submissions page (issue 47,
 * part 3): the side panel offers the page's five document links, all chosen; Create reads them
 * in the worker with the user's session (the same guarded fetch as a right-clicked link); the
 * sign-in page one link gives fails with its reason before anything is spent, the rest go on,
 * past a worker stopped mid-batch; the table's CSV says it all. The files were made by
 * LibreOffice (scripts/make-document-fixtures.ts).
 */
describe.each(suiteBrowsers())('a class set of a page’s document links, in %s', (name) => {
  let ext: CrossExtension;
  let site: LmsSite;
  let tabId: number;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      // Firefox suspends an idle event page only after this; restartBackground needs it short.
      firefoxPrefs: { 'extensions.background.idle.timeout': 15_000 },
    });
    ({ site, tabId } = await signedInSite(ext));
  });

  afterAll(async () => {
    await site?.close();
    await ext?.close();
  });

  const checksSent = (): string[] =>
    ext.service.control.requests
      .filter((r) => r.method === 'POST' && r.path.includes('/writer-detector/'))
      .map((r) => r.path);

  it('lists the links, runs five with one broken past a worker restart, and exports its CSV', async () => {
    const panel = await ext.browser.openExtensionPage(`src/popup/panel.html?tab=${tabId}`);
    await panel.setSize(420, 900);
    await panel.waitFor('[data-testid=check-links]');
    expect(await panel.text('[data-testid=check-links]')).toBe(
      'Check the document links on this page (5)…',
    );
    await panel.click('[data-testid=check-links]');
    await panel.waitFor('[data-testid=link-chooser]');
    expect(await choices(panel)).toEqual(
      SUBMISSIONS.map((s) => ({ label: s.label, url: site.url(s.path), chosen: true })),
    );
    expect(await panel.text('[data-testid=create-from-links]')).toBe('Create the class set (5)');
    await panel.click('[data-testid=create-from-links]');

    // Every row read (the broken one refused with why) and the cost shown; nothing sent yet.
    await panel.waitFor('[data-testid=batch-start]');
    let rows = await tableRows(panel);
    expect(rows.map((r) => [r.name, r.status])).toEqual([
      [NAMES[0], 'ready'],
      [NAMES[1], 'ready'],
      [NAMES[2], 'ready'],
      [NAMES[3], 'ready'],
      [NAMES[4], 'failed'],
    ]);
    expect(rows[4]?.shown).toMatch(/^Failed.*web page, not a file/);
    // Nothing left out in silence: the revised essay's comments and header/footer, said before Start.
    expect(rows[1]?.leftOut).toMatch(
      /\d+ comments? left out.*\d+ (header or footer|headers and footers) left out/,
    );
    expect(rows[0]?.leftOut).toBe('1 picture not read');
    // The Japanese essay by its words as the browser's segmenter finds them, not by its 10 runs
    // between spaces: Chromium's dictionary finds 168, Firefox's 148.
    const japanese = Number(rows.find((r) => r.name.includes('japanese'))?.words);
    expect(japanese).toBeGreaterThanOrEqual(140);
    expect(japanese).toBeLessThanOrEqual(180);
    expect(await panel.text('[data-testid=batch-totals]')).toMatch(
      /^5 files · \d+ words · about \d+ credits?$/,
    );
    expect(checksSent()).toEqual([]);
    // Fetched with the platform's session (its sign-in page came back for the expired one).
    expect(site.requests.filter((r) => r.path === '/files/essay.docx').at(-1)?.signedIn).toBe(true);

    // The first check's request is held at the service, so the worker stops with it out.
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
    expect(rows.map((r) => r.name)).toEqual(NAMES);
    for (const row of rows.slice(0, 4)) expect(row.ai).toMatch(/^\d{1,3}\s?%$/);
    // Each readable row's AI check reached the service under one id; the one held when the
    // worker stopped was sent again with that same id; nothing for the broken one.
    const paths = checksSent();
    expect(new Set(paths).size).toBe(4);
    expect(paths.length).toBeLessThanOrEqual(5);
    // No file was fetched twice: the rows read kept their text through the restart.
    for (const { path } of SUBMISSIONS) {
      expect(
        site.requests.filter((r) => r.path === path),
        path,
      ).toHaveLength(1);
    }

    const lines = await exportedCsvLines(ext.browser, options);
    expect(lines[0]).toBe('File,Words,AI share,Moderation,Status,Reason');
    expect(lines).toHaveLength(1 + 5 + 1);
    for (const [i, label] of NAMES.slice(0, 4).entries()) {
      expect(lines[1 + i]).toMatch(
        new RegExp(`^${label.replace(/\./g, '\\.')},\\d+,\\d{1,3}%,[^,]*,Done,$`),
      );
    }
    expect(lines[5]).toMatch(/^Eve – expired\.docx,,,,Failed,.*web page, not a file/);
    await options.close();
  });
});

/** The chooser and the filled table as people see them, in both schemes (axe-core on each). */
const SCHEMES: ColorScheme[] = ['light', 'dark'];
describe.each(suiteBrowsers().flatMap((b) => SCHEMES.map((s) => [b, s] as const)))(
  'the document links’ class set screens in %s, %s',
  (name, scheme) => {
    let ext: CrossExtension;
    let site: LmsSite;
    let tabId: number;
    const look = looker(name, scheme);

    beforeAll(async () => {
      ext = await startCrossExtension(name, { colorScheme: scheme });
      ({ site, tabId } = await signedInSite(ext));
    });

    afterAll(async () => {
      await site?.close();
      await ext?.close();
    });

    it('the offer, the links chosen, and the table with the broken row', async () => {
      const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
      await popup.waitFor('[data-testid=check-links]');
      expect(await look(popup, 'popup-document-links-offer')).toEqual([]);
      await popup.click('[data-testid=check-links]');
      await popup.waitFor('[data-testid=link-chooser]');
      expect(await look(popup, 'popup-document-links-chooser')).toEqual([]);
      await popup.click('[data-testid=create-from-links]');
      await popup.waitFor('[data-testid=batch-start]');
      await popup.click('[data-testid=batch-start]');
      await expect
        .poll(async () => (await tableRows(popup)).map((r) => r.status))
        .toEqual(['done', 'done', 'done', 'done', 'failed']);
      expect(await look(popup, 'popup-document-links-table')).toEqual([]);
      await popup.close();
    });
  },
);
