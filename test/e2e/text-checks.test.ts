import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeService } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage, type ExtensionBrowser } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { paintedRanges } from './support/highlight-ranges.ts';
import type { HighlightKind } from '../../src/shared/text-checks/highlight-names.ts';
import { aiPhrases, phraseTip } from '../../src/shared/text-checks/ai-phrases.ts';
import { aiSections } from '../../src/shared/checks/text-results.ts';
import { phraseBox, phraseTips } from './support/phrase-tips.ts';
import { legendWords } from './support/legend-note.ts';
import german from '../../public/_locales/de/messages.json';
import { byRatio } from '../../src/popup/checks/phrase-list.ts';
import { tallySpans } from './support/span-exactness.ts';
import { selectElement } from './support/select-element.ts';

/** Text checks from the popup to the local service and back onto the page. */
describe.each(suiteBrowsers())('text checks against the local service, in %s', (name) => {
  let ext: CrossExtension;
  let browser: ExtensionBrowser;
  let service: FakeService;
  let page: DriverPage;
  let tabId: number;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      // Lets Firefox suspend its event page when the last test restarts it.
      firefoxPrefs: { 'extensions.background.idle.timeout': 15_000 },
    });
    ({ browser, service } = ext);
    ({ page, tabId } = await ext.openTab(ext.pages.url('essay.html')));
  });

  afterAll(() => ext?.close());

  beforeEach(() => {
    service.control.faults.clear();
    service.control.clearLogs();
  });

  const select = (id: string): Promise<void> => selectElement(page, id);

  const openPopup = async (): Promise<DriverPage> => {
    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=selection-text]');
    return popup;
  };

  /** Unticks the popup's check box labelled `label`, as a click would. */
  const untick = (popup: DriverPage, label: string): Promise<void> =>
    popup.evaluate((wanted) => {
      const box = [...document.querySelectorAll('label')]
        .find((l) => l.textContent?.trim() === wanted)
        ?.querySelector<HTMLInputElement>('input[type=checkbox]');
      if (!box) throw new Error(`no check box labelled ${wanted}`);
      if (box.checked) box.click();
    }, label);

  const requestsTo = (part: string): { status: number }[] =>
    service.control.requests.filter((r) => r.path.includes(part));

  const highlightCount = async (kind: HighlightKind): Promise<number> =>
    (await paintedRanges(ext.helper, tabId, page, kind)).length;

  it('checks a selection for AI writing and moderation, in the popup and on the page', async () => {
    await select('long');
    const popup = await openPopup();
    const caption = await popup.text('[data-testid=selection] figcaption');
    await popup.click('[data-testid=check-selection]');

    expect(await popup.text('[data-testid=ai-share]')).toMatch(/^\d{1,3}%$/);
    // The passage marked #ai is forced to an AI section by the local service.
    expect(await popup.text('[data-testid=section-count]')).toMatch(
      /^[1-9]\d* of \d+ sections? AI-written$/,
    );
    expect(await popup.count('.marked-text mark.section-ai')).toBeGreaterThan(0);
    expect(await popup.text('.chip[data-label="cybersecurity-v1"]')).toContain('Cybersecurity');
    expect(await popup.text('[data-testid=result-meta]')).toContain('Model');

    // Highlights are registered on the page without touching its DOM.
    // Each check paints when it finishes, after the popup was told: wait for both.
    await expect.poll(() => highlightCount('ai')).toBeGreaterThan(0);
    await expect.poll(() => highlightCount('cybersecurity-v1')).toBe(1);
    expect(await page.count('mark')).toBe(0);
    // The legend, laid out by its adopted stylesheet (Firefox 140 needs a way round its Xray).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.getElementById('authenticity-lens-legend')?.getBoundingClientRect().width ?? 0,
          null,
        ),
      )
      .toBeGreaterThan(0);

    expect(requestsTo('/writer-detector/')).toHaveLength(1);
    expect(requestsTo('/text-moderation/')).toHaveLength(1);
    // The popup counted exactly what was sent (it once counted the page's raw selection).
    const latest = await askExtension<CheckGroup>(popup, 'checks/latest', { tabId });
    const sent = latest.ok ? latest.value.checks[0]?.input.trim().length : undefined;
    expect(caption).toBe(`${sent?.toLocaleString('en')} characters selected`);

    // The same text with the same settings is answered from history, spending nothing.
    await popup.click('[data-testid=check-selection]');
    await popup.waitForText('From history, no credits spent');
    expect(requestsTo('/writer-detector/')).toHaveLength(1);

    // Until the user asks to run it again.
    await popup.click('[data-testid=rerun]');
    await expect.poll(() => requestsTo('/writer-detector/').length).toBe(2);
    await popup.waitFor('[data-testid=ai-share]');

    await popup.click('[data-testid=clear-highlights]');
    await expect.poll(() => highlightCount('ai')).toBe(0);
    await popup.close();
  });

  it('shows why it is AI: each AI phrase marked exactly, its figures on hover, focus and tap', async () => {
    await select('long');
    const popup = await openPopup();
    await untick(popup, 'Moderation');
    await askExtension(popup, 'checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
      rerun: true,
    });
    await popup.reload();
    await popup.waitFor('[data-testid=ai-share]');
    const latest = await askExtension<CheckGroup>(popup, 'checks/latest', { tabId });
    const check = latest.ok ? latest.value.checks.find((c) => c.kind === 'ai-text') : undefined;
    if (check?.kind !== 'ai-text' || !check.result) throw new Error('no AI result');
    // AI Logic is asked for by default: the local service answers it only when asked.
    expect(check.result.explain).toBeDefined();
    const phrases = aiPhrases(check.result, aiSections(check.result));
    expect(phrases.length).toBeGreaterThan(0);

    // Painted on exactly the phrases' characters, over their sections.
    await expect
      .poll(async () => (await paintedRanges(ext.helper, tabId, page, 'phrase')).length)
      .toBe(phrases.length);
    const painted = await paintedRanges(ext.helper, tabId, page, 'phrase');
    expect(tallySpans(check.input, phrases, painted)).toEqual({
      exact: phrases.length,
      partial: 0,
      missing: 0,
      wrong: 0,
    });
    const first = phrases[0];
    if (!first) throw new Error('no phrase');
    const words = `AI phrase${phraseTip(first)}`;

    // The pointer over the first phrase shows its figures; away from it, they go.
    const middle = await phraseBox(ext.helper, tabId, page, { scroll: true });
    if (!middle) throw new Error('the phrase has no box');
    await page.pointAt(middle.x, middle.y);
    await expect.poll(async () => (await phraseTips(ext.helper, tabId))?.tip).toBe(words);
    await page.pointAt(1, 1);
    await expect.poll(async () => (await phraseTips(ext.helper, tabId))?.tip).toBeNull();

    // Reachable by keyboard: the phrases come last in the page's tab order. (Keys go to the tab
    // in front, as a person's would: Firefox fires no focus events in a tab behind.)
    await page.bringToFront();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur(), null);
    await page.press('Shift+Tab');
    const last = phrases.length - 1;
    await expect
      .poll(() => phraseTips(ext.helper, tabId))
      .toMatchObject({
        spots: phrases.length,
        focused: last,
        ringed: last,
        tip: `AI phrase${phraseTip(phrases[last] ?? first)}`,
      });
    await page.press('Escape');
    await expect.poll(async () => (await phraseTips(ext.helper, tabId))?.tip).toBeNull();

    // A tap in the popup's list scrolls the page back to the phrase and shows its figures.
    const size = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }), null);
    await page.setSize(800, 200);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight), null);
    // A page that takes the layer out (to hide the figures) finds it put back, as the legend is.
    const layer = (): Promise<boolean> =>
      page.evaluate(() => document.getElementById('authenticity-lens-phrases') !== null, null);
    await page.evaluate(() => document.getElementById('authenticity-lens-phrases')?.remove(), null);
    await expect.poll(layer, { message: 'the phrases back after removal' }).toBe(true);

    // The popup lists them most telling first, with their count.
    expect(await popup.text('[data-testid=ai-phrase-count]')).toMatch(
      new RegExp(`^${phrases.length} AI phrases? in \\d+ sections?`),
    );
    const top = byRatio(phrases)[0] ?? first;
    await popup.click('[data-testid=ai-phrase]');
    await expect
      .poll(async () => (await phraseTips(ext.helper, tabId))?.tip)
      .toBe(`AI phrase${phraseTip(top)}`);
    const box = await phraseBox(ext.helper, tabId, page, { index: phrases.indexOf(top) });
    const viewport = await page.evaluate(() => innerHeight, null);
    expect(box && box.top >= 0 && box.bottom <= viewport).toBe(true);
    await page.setSize(size.width, size.height);

    await popup.click('[data-testid=clear-highlights]');
    await expect.poll(() => phraseTips(ext.helper, tabId)).toBeNull();
    await popup.close();
  });

  it('speaks the language chosen in Settings on the page: the legend and the AI phrases', async () => {
    const popup = await openPopup();
    const latest = await askExtension<CheckGroup>(popup, 'checks/latest', { tabId });
    const ids = latest.ok ? latest.value.checks.map((c) => c.id) : [];
    expect(ids).not.toEqual([]);
    const saved = await askExtension(popup, 'settings/save', { uiLanguage: 'de' });
    expect(saved.ok).toBe(true);
    await askExtension(popup, 'checks/highlight', { ids });
    await expect.poll(async () => (await legendWords(ext.helper, tabId))?.lang).toBe('de');
    const legend = await legendWords(ext.helper, tabId);
    expect(legend?.text).toContain(german.kind_ai.message);
    expect(legend?.text).toContain(german.page_clearHighlights.message);
    expect(legend?.text).not.toContain('Clear highlights');
    // An AI phrase's figures, in German, under the pointer.
    const phrase = await phraseBox(ext.helper, tabId, page, { scroll: true });
    if (!phrase) throw new Error('no AI phrase painted');
    await page.pointAt(phrase.x, phrase.y);
    await expect
      .poll(async () => (await phraseTips(ext.helper, tabId))?.tip)
      .toMatch(new RegExp(`^${german.kind_phrase.message}`));
    expect((await phraseTips(ext.helper, tabId))?.tip).not.toContain('more common');
    await page.pointAt(1, 1);
    // Back to the browser's language (English here) for the tests after this one.
    await askExtension(popup, 'settings/save', { uiLanguage: 'auto' });
    await askExtension(popup, 'checks/highlight', { ids });
    await expect.poll(async () => (await legendWords(ext.helper, tabId))?.lang).toBe('en');
    await popup.close();
  });

  it('checks the readable text of the whole page, leaving out its navigation', async () => {
    await select('short');
    const popup = await openPopup();
    await untick(popup, 'Moderation');
    await popup.click('[data-testid=check-page]');
    await popup.waitForText('Page: An essay on coastal walks');
    await popup.waitFor('[data-testid=ai-share]');
    expect(await popup.text('.source')).toBe('Page: An essay on coastal walks');
    expect(await popup.count('details.result')).toBe(1);
    const checked = await popup.text('[data-testid=marked-text]');
    expect(checked).toContain('The coast path starts behind the harbour wall');
    expect(checked).not.toContain('Home · Essays · About');
    await expect.poll(() => highlightCount('ai')).toBeGreaterThan(0);
    await popup.close();
  });

  it('refuses a too-short selection with its length, without calling the service', async () => {
    await select('short');
    const popup = await openPopup();
    await untick(popup, 'Moderation');
    // One count, of what would be sent, in the caption and in the reason the button is off.
    expect(await popup.text('[data-testid=selection] figcaption')).toBe('40 characters selected');
    expect(await popup.text('[data-testid=selection-refusal]')).toBe(
      'Text for AI detection needs at least 255 characters; this has 40. Select a longer passage.',
    );
    const disabled = (): Promise<boolean | undefined> =>
      popup.evaluate(
        () => document.querySelector<HTMLButtonElement>('[data-testid=check-selection]')?.disabled,
        null,
      );
    expect(await disabled()).toBe(true);
    // Asked all the same (a shortcut, a stale popup), the worker refuses it before any request.
    const asked = await askExtension<CheckGroup>(popup, 'checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
    });
    expect(asked.ok && asked.value.checks[0]?.error?.message).toContain(
      'needs at least 255 characters; this has 40',
    );
    expect(service.control.requests.filter((r) => r.path.includes('/v2/'))).toHaveLength(0);
    // With moderation ticked again, that one can run: the button is on, the reason still said.
    await popup.click('.kinds label:nth-of-type(2) input');
    expect(await disabled()).toBe(false);
    expect(await popup.count('[data-testid=selection-refusal]')).toBe(1);
    await popup.close();
  });

  it('waits out a 429 and then shows the result', async () => {
    service.control.faults.add({ route: '/writer-detector/', kind: 'status', status: 429 });
    await select('long');
    const popup = await openPopup();
    await untick(popup, 'Moderation');
    // Same text as before: ask the service again rather than history.
    await askExtension(popup, 'checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
      rerun: true,
    });
    await popup.reload();
    await popup.waitFor('[data-testid=ai-share]');
    expect(requestsTo('/writer-detector/').map((r) => r.status)).toEqual([429, 200]);
    await popup.close();
  });

  it('lists the checks in the settings page’s history, and forgets them on request', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    await options.waitFor('[data-testid=history] li');
    const texts = await options.evaluate(
      () => [...document.querySelectorAll('[data-testid=history] li')].map((li) => li.textContent),
      null,
    );
    expect(texts.some((t) => /AI writing\d{1,3}% of the text AI-written/.test(t ?? ''))).toBe(true);
    // Each entry says what was checked, on which site and when.
    expect(texts.some((t) => /Selected text on 127\.0\.0\.1 · /.test(t ?? ''))).toBe(true);
    expect(texts.some((t) => t?.includes('needs at least 255 characters'))).toBe(true);
    expect(texts.some((t) => t?.includes('from history'))).toBe(true);
    // The person answers the page's "are you sure?" with OK.
    await options.evaluate(() => {
      window.confirm = () => true;
    }, null);
    await options.click('[data-testid=clear-history]');
    await options.waitFor('[data-testid=history-empty]');
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
    await popup.waitFor('[data-testid=check-progress]');
    // The fault is used up when the request reaches the service.
    await expect.poll(() => service.control.faults.list().length).toBe(0);

    await browser.restartBackground(popup);

    // Any event wakes the worker; the popup's next message is one. The check resumes with the
    // same scan id and lands in history.
    await popup.reload();
    await popup.waitFor('[data-testid=ai-share]');
    const record = await askExtension<CheckGroup>(popup, 'checks/get', { ids: [id] });
    expect(record.ok && record.value.checks[0]).toMatchObject({ status: 'done', attempts: 2 });
    await popup.close();
  });
});
