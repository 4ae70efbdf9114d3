import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckGroup, PageImages, Selection } from '../../src/shared/messages/index.ts';
import type { FakeService } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { drawImage } from './support/draw-images.ts';
import { frameIdOf, paintedRangesIn, selectInFrame } from './support/frames.ts';
import { paintedRanges } from './support/highlight-ranges.ts';
import { legendNote, markChecks } from './support/legend-note.ts';
import { phraseBox, phraseTips } from './support/phrase-tips.ts';
import { finishedImageCheck } from './support/image-check.ts';
import { compareOverlay } from './support/mask-compare.ts';
import { readOverlayCanvases } from './support/overlay-pixels.ts';
import { looker } from './support/look-at.ts';
import { sizeAsToolbarPopup } from './support/popup-size.ts';
import type { PageServer } from './support/page-server.ts';

/** What these journeys use of TinyMCE's editor API (the real one, vendored in the page). */
interface TinyEditor {
  focus(): void;
  getBody(): HTMLElement;
  selection: { select(node: Node, content: boolean): void; collapse(toStart: boolean): void };
  insertContent(html: string): void;
}

/**
 * Text and images where people read and write them: inside frames of the same site and of other
 * sites (an LMS grader, an editor's frames, a mail viewer's nested frames, an embed), a visible
 * page marked aria-hidden behind a banner, frames the extension may not read, and web
 * components' shadow trees (a social feed).
 */
describe.each(suiteBrowsers())('frames and editors, in %s', (name) => {
  let ext: CrossExtension;
  let service: FakeService;
  let pages: PageServer;
  /** The same pages from another site the extension may read (localhost), and one it may not. */
  let otherSite: string;
  let closedSite: PageServer;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      pageFiles: async (helper) => ({
        // "ai" in the name: the local service finds AI pixels in it.
        '/images/ai-photo.jpg': await drawImage(helper, {
          width: 1024,
          height: 768,
          type: 'image/jpeg',
        }),
      }),
    });
    ({ service, pages } = ext);
    otherSite = pages.origin.replace('127.0.0.1', 'localhost');
    closedSite = await ext.startPageServer({}, '::1');
  });

  afterAll(() => ext?.close());

  beforeEach(() => service.control.clearLogs());

  /** Requests the service answered for one endpoint. */
  const requestsTo = (part: string): number =>
    service.control.requests.filter((r) => r.path.includes(part)).length;

  const openPopup = async (tabId: number): Promise<DriverPage> => {
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=check-page]');
    return popup;
  };

  const latest = async (tabId: number): Promise<CheckGroup['checks']> => {
    const reply = await ext.ask<CheckGroup>('checks/latest', { tabId });
    return reply.ok ? reply.value.checks : [];
  };

  const allDone = async (tabId: number): Promise<string[]> =>
    (await latest(tabId)).map((c) => c.status);

  /** The text the tab's latest AI check sent (its input is what the runner sends). */
  const sentText = async (tabId: number): Promise<string> =>
    (await latest(tabId)).find((c) => c.kind === 'ai-text' || c.kind === 'moderation')?.input ?? '';

  /** The text of the AI and human sections painted in one frame of the tab. */
  const sectionsIn = async (tabId: number, frameId: number): Promise<string> =>
    [
      ...(await paintedRangesIn(ext.helper, tabId, frameId, 'ai')),
      ...(await paintedRangesIn(ext.helper, tabId, frameId, 'human')),
    ].join(' ');

  it('checks a selection inside an LMS grader’s submission frame from another site, painted there', async () => {
    const submission = `${otherSite}/frames/submission.html`;
    const { page, tabId } = await ext.openTab(
      pages.url(`frames/grader.html?submission=${encodeURIComponent(submission)}`),
    );
    const frameId = await frameIdOf(ext.helper, tabId, '/frames/submission.html');
    await selectInFrame(page, ['submission'], 'long');

    const popup = await openPopup(tabId);
    const caption = await popup.text('[data-testid=selection] figcaption');
    expect(caption).toMatch(/^\d{3,} characters selected \(inside a frame\)$/);
    expect(await popup.text('[data-testid=selection-text]')).toContain(
      'The coast path starts behind the harbour wall',
    );
    await popup.click('[data-testid=check-selection]');
    await popup.waitFor('[data-testid=ai-share]');
    await expect.poll(() => allDone(tabId)).toEqual(['done', 'done']);

    // What was sent is the paragraph in the frame, as its reader sees it.
    expect(requestsTo('/writer-detector/')).toBe(1);
    const sent = await sentText(tabId);
    expect(sent).toMatch(/^The coast path starts behind the harbour wall/);
    expect(sent).toMatch(/since the survey of 2019\.$/);
    expect(caption.startsWith(`${sent.length} characters`)).toBe(true);
    const [check] = await latest(tabId);
    expect(check?.source.frameId).toBe(frameId);

    // Painted in the frame, on the AI section and on the flagged passage.
    await expect
      .poll(async () => (await paintedRangesIn(ext.helper, tabId, frameId, 'ai')).join(' '))
      .toContain("In today's fast-paced");
    await expect
      .poll(() => paintedRangesIn(ext.helper, tabId, frameId, 'cybersecurity-v1'))
      .toHaveLength(1);
    expect(await paintedRangesIn(ext.helper, tabId, 0, 'ai')).toEqual([]);

    // "Check this page" on a grader reads the submission it is built around.
    service.control.clearLogs();
    await popup.click('[data-testid=check-page]');
    await expect.poll(() => requestsTo('/writer-detector/')).toBe(1);
    const page2 = await sentText(tabId);
    expect(page2).toContain('How the sea takes back the land');
    expect(page2).toContain('My grandmother remembers a field');
    expect(page2).not.toContain('Rubric');
    expect(page2).not.toContain('Word count hidden from graders');
    await popup.close();
    await page.close();
  });

  it('reads selections in an editor’s frames: TinyMCE’s body, CKEditor’s designMode, a textarea', async () => {
    const { page, tabId } = await ext.openTab(pages.url('frames/editor.html'));
    const selection = async (): Promise<Selection> => {
      const reply = await ext.ask<Selection>('selection/get', { tabId });
      if (!reply.ok) throw new Error(reply.error.message);
      return reply.value;
    };
    const selectIn = (frame: string, id: string): Promise<void> =>
      page.evaluate(
        ({ frameElement, element }) => {
          const win = (document.getElementById(frameElement) as HTMLIFrameElement).contentWindow!;
          win.focus();
          const range = win.document.createRange();
          range.selectNodeContents(win.document.getElementById(element)!);
          win.getSelection()!.removeAllRanges();
          win.getSelection()!.addRange(range);
        },
        { frameElement: frame, element: id },
      );

    await selectIn('mce_0_ifr', 'draft');
    const draft = await selection();
    expect(draft.source).toBe('contenteditable');
    expect(draft.frameId).toBeGreaterThan(0);
    // The editor's <br> is a line break in what is sent.
    expect(draft.text).toMatch(/left behind\.\n#ai In today's fast-paced world/);

    await selectIn('cke_contents', 'excerpt');
    expect((await selection()).text).toMatch(/^Most walkers turn left .* fade into the haze\.$/);

    // A ProseMirror-shaped editor in the page itself: read there, in the top document.
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('summary')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      (document.querySelector('.ProseMirror') as HTMLElement).focus();
    }, null);
    const summary = await selection();
    expect(summary).toMatchObject({ source: 'contenteditable' });
    expect(summary.frameId).toBeUndefined();
    expect(summary.text).toMatch(/^The cove below the lifeboat station .* ankle deep\.$/);

    // A textarea in a srcdoc frame: its own selection, sent without a map to the page.
    await page.evaluate(() => {
      const win = (document.getElementById('note') as HTMLIFrameElement).contentWindow!;
      const field = win.document.getElementById('note-text') as HTMLTextAreaElement;
      win.focus();
      field.focus();
      field.setSelectionRange(0, field.value.length);
    }, null);
    const note = await selection();
    expect(note.source).toBe('input');
    expect(note.text).toMatch(/^The coast path .* environment around us\.$/);
    const started = await ext.ask<CheckGroup>('checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
    });
    expect(started.ok).toBe(true);
    await expect.poll(() => allDone(tabId)).toEqual(['done']);
    expect(requestsTo('/writer-detector/')).toBe(1);
    expect(await sentText(tabId)).toBe(note.text);
    await expect
      .poll(async () => {
        const [check] = await latest(tabId);
        return check?.kind === 'ai-text' ? check.painted?.reason : undefined;
      })
      .toBe('form-field');
    await page.close();
  });

  it('follows a selection two frames deep (a mail viewer showing another site’s message)', async () => {
    const inner = `${otherSite}/frames/submission.html`;
    const { page, tabId } = await ext.openTab(
      pages.url(`frames/nested.html?inner=${encodeURIComponent(inner)}`),
    );
    const frameId = await frameIdOf(ext.helper, tabId, '/frames/submission.html');
    await selectInFrame(page, ['outer', 'inner'], 'second');
    const popup = await openPopup(tabId);
    expect(await popup.text('[data-testid=selection-text]')).toMatch(
      /^My grandmother remembers a field/,
    );
    await popup.click('[data-testid=check-selection]');
    await expect.poll(() => allDone(tabId)).toEqual(['done', 'done']);
    expect(await sentText(tabId)).toMatch(/soft clay .* takes the turf with it\.$/);
    // Painted two frames down (the local service calls a text without "#ai" human).
    await expect
      .poll(async () => (await paintedRangesIn(ext.helper, tabId, frameId, 'human')).length)
      .toBeGreaterThan(0);
    await popup.close();
    await page.close();
  });

  it('names the frame it may not read instead of saying nothing is selected', async () => {
    const submission = closedSite.url('frames/submission.html');
    const host = new URL(submission).host;
    const { page, tabId } = await ext.openTab(
      pages.url(`frames/grader.html?submission=${encodeURIComponent(submission)}`),
    );
    await selectInFrame(page, ['submission'], 'long');

    const popup = await openPopup(tabId);
    const notice = await popup.text('[data-testid=selection-unreadable]');
    expect(notice).toContain(`a frame from ${host}`);
    expect(notice).toContain(`allow access to ${host}`);
    expect(await popup.text('[data-testid=allow-frame-site]')).toBe(`Allow reading ${host}`);
    expect(await popup.count('[data-testid=selection-empty]')).toBe(0);

    const started = await ext.ask<CheckGroup>('checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
    });
    expect(started.ok).toBe(false);
    expect(started.ok ? '' : started.error.message).toContain(`a frame from ${host}`);
    expect(requestsTo('/writer-detector/')).toBe(0);

    // The image list says frames it may not read may hold more.
    const images = await ext.ask<PageImages>('images/list', { tabId });
    expect(images.ok && images.value.unreadableFrames).toEqual({
      count: 1,
      sites: [new URL(submission).origin],
    });
    await popup.close();
    await page.close();
  });

  it('sends what the user selected and sees, even under aria-hidden, and no hidden decoy', async () => {
    const { page, tabId } = await ext.openTab(pages.url('frames/modal-article.html'));
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('story')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    }, null);
    const popup = await openPopup(tabId);
    await popup.click('[data-testid=check-selection]');
    await expect.poll(() => allDone(tabId)).toEqual(['done', 'done']);
    const sent = await sentText(tabId);
    expect(sent).toMatch(/^The coast path starts .* a deeper appreciation\.$/);
    expect(sent).not.toContain('Subscribe');
    // A page read still leaves aria-hidden text out, as decoys are: only the banner is read.
    const read = await ext.ask<CheckGroup>('checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['moderation'],
    });
    expect(read.ok && read.value.checks[0]?.input).toBe('We use cookies.');
    await popup.close();
    await page.close();
  });

  it('lists an image inside another site’s frame and draws its mask there, pixel for pixel', async () => {
    const photo = `${otherSite}/frames/photo-frame.html`;
    const { page, tabId } = await ext.openTab(
      pages.url(`frames/embed.html?photo=${encodeURIComponent(photo)}`),
    );
    const frameId = await frameIdOf(ext.helper, tabId, '/frames/photo-frame.html');
    const listed = await ext.ask<PageImages>('images/list', { tabId });
    const image = listed.ok ? listed.value.images[0] : undefined;
    expect(image).toMatchObject({
      src: `${otherSite}/images/ai-photo.jpg`,
      frameId,
      naturalWidth: 1024,
    });
    expect(listed.ok && listed.value.unreadableFrames).toBeFalsy();

    const started = await ext.ask<CheckGroup>('checks/start-image', {
      tabId,
      frameId,
      frameUrl: image?.frameUrl,
      src: image?.src,
    });
    expect(started.ok).toBe(true);
    const check = await finishedImageCheck(ext.helper, started.ok ? started.value.ids[0]! : '');
    expect(check.status).toBe('done');
    const result = check.result as {
      result: { starts: number[]; lengths: number[] };
      imageInfo: { shape: { width: number; height: number } };
    };
    let canvases: Awaited<ReturnType<typeof readOverlayCanvases>> = [];
    await expect
      .poll(async () =>
        (canvases = await readOverlayCanvases(ext.helper, tabId, [], frameId)).map(
          (c) => `${c.width}x${c.height}`,
        ),
      )
      .toEqual(['512x384']);
    const compared = compareOverlay(canvases[0]!, result.result, result.imageInfo.shape);
    expect(compared.painted).toBeGreaterThan(0);
    expect(compared.mismatches).toBe(0);
    expect(await readOverlayCanvases(ext.helper, tabId, [], 0)).toEqual([]);
    await page.close();
  });

  it('checks the essay in a real TinyMCE’s frame on an LMS page, not its menus, sidebar or ads', async () => {
    const { page, tabId } = await ext.openTab(pages.url('editors/lms-essay.html'));
    await page.waitFor('body[data-editor-ready]');
    // The student writes on: a paragraph added at the end of the draft, as typing does.
    await page.evaluate(() => {
      const { tinymce } = window as unknown as { tinymce: { activeEditor: TinyEditor } };
      const editor = tinymce.activeEditor;
      editor.focus();
      editor.selection.select(editor.getBody(), true);
      editor.selection.collapse(false);
      editor.insertContent(
        '<p>Last winter the fence went too, and the sign now leans over nothing at all.</p>',
      );
    }, null);

    const popup = await openPopup(tabId);
    // The editor's writing is offered by name too.
    expect(await popup.text('[data-testid=check-editor]')).toBe('Check the text in the editor');
    // It reads that editor, and the page has no other: nothing to say is left out.
    expect(await popup.count('[data-testid=editors-left-out]')).toBe(0);
    await popup.click('[data-testid=check-page]');
    await expect.poll(() => allDone(tabId)).toEqual(['done', 'done']);
    expect(requestsTo('/writer-detector/')).toBe(1);
    const sent = await sentText(tabId);
    expect(sent).toMatch(/^The coast path starts behind the harbour wall/);
    expect(sent).toContain('my grandmother remembers a field');
    expect(sent).toMatch(/the sign now leans over nothing at all\.$/);
    for (const around of ['Coastal erosion essay', 'Announcements', 'Rubric', 'Sponsored']) {
      expect(sent).not.toContain(around);
    }
    expect(sent).not.toContain('Holiday cottages');
    expect(sent).not.toContain('pageview');
    const [check] = await latest(tabId);
    const frameId = check?.source.frameId ?? 0;
    expect(frameId).toBeGreaterThan(0);
    // Named by the page it is on (the editor's frame has no address or title of its own).
    expect(check?.source.title).toBe('Submit: Coastal erosion essay · Geography 10B');
    expect(check?.source.url).toBe(pages.url('editors/lms-essay.html'));
    // Marked where it was written, inside the editor.
    await expect
      .poll(async () => (await paintedRangesIn(ext.helper, tabId, frameId, 'human')).join(' '))
      .toContain('The coast path starts behind the harbour wall');
    await popup.close();
    await page.close();
  });

  it('offers the editor’s essay by name where the page’s own writing is longer: each read apart', async () => {
    const { page, tabId } = await ext.openTab(pages.url('editors/lms-essay.html?reading'));
    await page.waitFor('body[data-editor-ready]');
    const popup = await openPopup(tabId);
    // The popup says before sending that "Check whole page" leaves the essay out.
    await popup.waitFor('[data-testid=editors-left-out]');
    expect(await popup.text('[data-testid=editors-left-out]')).toMatch(
      /^“Check whole page” leaves out the writing in 1 editor \([\d,]+ characters\): check it with its own button\.$/,
    );
    // "Check whole page" reads the page's own article, the set reading, without the essay.
    await popup.click('[data-testid=check-page]');
    await expect.poll(() => allDone(tabId)).toEqual(['done', 'done']);
    const article = await sentText(tabId);
    expect(article).toContain('Cliffs of soft rock retreat in steps');
    expect(article).not.toContain('The coast path starts behind the harbour wall');
    expect((await latest(tabId))[0]?.source.frameId).toBeUndefined();
    // "Check the text in the editor" reads the essay alone.
    service.control.clearLogs();
    await popup.click('[data-testid=check-editor]');
    await expect.poll(() => requestsTo('/writer-detector/')).toBe(1);
    await expect.poll(() => allDone(tabId)).toEqual(['done', 'done']);
    const essay = await sentText(tabId);
    expect(essay).toMatch(/^The coast path starts behind the harbour wall/);
    expect(essay).toMatch(/fence posts and all\.$/);
    expect((await latest(tabId))[0]?.source.frameId).toBeGreaterThan(0);
    await popup.close();
    await page.close();
  });

  it('names each of an assignment’s two TinyMCE editors and says what “Check whole page” leaves out, before sending; each checked whole, marked in its frame', async () => {
    const { page, tabId } = await ext.openTab(pages.url('editors/lms-essay.html?reflection'));
    await page.waitFor('body[data-editor-ready]');
    // The student ends the essay with a sentence of their own (so no earlier journey's check
    // of the same essay answers it from history).
    await page.evaluate(() => {
      const { tinymce } = window as unknown as { tinymce: { get(id: string): TinyEditor } };
      const editor = tinymce.get('essay');
      editor.selection.select(editor.getBody(), true);
      editor.selection.collapse(false);
      editor.insertContent('<p>Two benches have gone over since I started this essay.</p>');
    }, null);
    const popup = await openPopup(tabId);
    await popup.waitFor('[data-testid=editors-left-out]');
    // Each editor by the label of its field, in page order, each with its own frame.
    const offered = await popup.evaluate(
      () =>
        Array.from(document.querySelectorAll('[data-testid=check-editor]'), (b) => ({
          words: b.textContent,
          frameId: Number(b.getAttribute('data-frame-id')),
        })),
      null,
    );
    expect(offered.map((b) => b.words)).toEqual([
      'Check the text in “Essay”',
      'Check the text in “Reflection: what would you do differently?”',
    ]);
    const [essay, reflection] = offered.map((b) => b.frameId);
    expect(essay).toBeGreaterThan(0);
    expect(reflection).toBeGreaterThan(0);
    expect(essay).not.toBe(reflection);
    // "Check whole page" reads the essay (the larger); the reflection is said to be left out,
    // with its size, before anything is sent.
    const note = await popup.text('[data-testid=editors-left-out]');
    const chars = await popup.evaluate(
      () =>
        Number(
          document.querySelector('[data-testid=editors-left-out]')?.getAttribute('data-chars'),
        ),
      null,
    );
    expect(note).toBe(
      `“Check whole page” reads the writing in “Essay” alone; it leaves out 1 other editor ` +
        `(${new Intl.NumberFormat('en').format(chars)} characters): check it with its own button.`,
    );
    expect(chars).toBeGreaterThan(300);
    expect(requestsTo('/writer-detector/')).toBe(0);
    await sizeAsToolbarPopup(popup);
    expect(await looker(name, 'light')(popup, 'popup-two-editors')).toEqual([]);
    // Firefox takes its scheme at launch (ui-states.test.ts starts one per scheme).
    if (name === 'chromium') {
      expect(await looker(name, 'dark')(popup, 'popup-two-editors')).toEqual([]);
    }

    // The reflection by name: sent whole, alone, and marked inside its own frame.
    await popup.click(`[data-testid=check-editor][data-frame-id="${reflection}"]`);
    await expect.poll(() => requestsTo('/writer-detector/')).toBe(1);
    await expect.poll(() => allDone(tabId)).toEqual(['done', 'done']);
    const reflected = await sentText(tabId);
    expect(reflected).toMatch(/^Next time I would walk the path in winter/);
    expect(reflected).toMatch(/one number that is mine\.$/);
    expect(reflected).not.toContain('The coast path starts');
    expect((await latest(tabId))[0]?.source.frameId).toBe(reflection);
    await expect.poll(() => sectionsIn(tabId, reflection!)).toContain('Next time I would walk');

    // The essay by name: the same, in the essay's frame.
    service.control.clearLogs();
    await popup.click(`[data-testid=check-editor][data-frame-id="${essay}"]`);
    await expect.poll(() => requestsTo('/writer-detector/')).toBe(1);
    await expect
      .poll(() => sentText(tabId))
      .toMatch(/^The coast path starts behind the harbour wall/);
    await expect.poll(() => allDone(tabId)).toEqual(['done', 'done']);
    const written = await sentText(tabId);
    expect(written).toContain('fence posts and all.');
    expect(written).toMatch(/since I started this essay\.$/);
    expect(written).not.toContain('Next time I would walk');
    expect((await latest(tabId))[0]?.source.frameId).toBe(essay);
    await expect.poll(() => sectionsIn(tabId, essay!)).toContain('The coast path starts behind');
    await popup.close();
    await page.close();
  });

  it('refuses a page holding only a heading by what it read, not by asking for a selection', async () => {
    const { page, tabId } = await ext.openTab(pages.url('editors/lms-essay.html?draft=none&bare'));
    await page.waitFor('body[data-editor-ready]');
    const read = await ext.ask<CheckGroup>('checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text'],
    });
    expect(read.ok ? '' : read.error.message).toBe('');
    const error = read.ok ? read.value.checks[0]?.error : undefined;
    expect(error?.message).toMatch(
      /^This page has only \d+ characters of text to check; AI detection needs at least 255\. /,
    );
    expect(error?.words?.args[1]).toMatch(/^Coastal erosion essay/);
    expect(error?.message).not.toMatch(/longer passage/);
    expect(error?.words?.key).toBe('error_pageTooShortAi');
    expect(requestsTo('/writer-detector/')).toBe(0);
    await page.close();
  });

  it('reads a page without fetching anything: lazy images, sources, frames, a shadow tree’s pixel', async () => {
    /** What the page server was asked for from the `from`th request on, but the page's icon. */
    const askedSince = (from: number): string[] =>
      pages.requested
        .slice(from)
        .map((r) => r.path)
        .filter((path) => path !== '/favicon.ico');
    for (const address of ['quiet/lazy-page.html', 'quiet/lazy-page.html?plain']) {
      const { page, tabId } = await ext.openTab(pages.url(address));
      // The page itself leaves them alone (the fixture's promise): only reading could fetch them.
      expect(askedSince(0).filter((path) => path.startsWith('/never/'))).toEqual([]);
      const before = pages.requested.length;
      const read = await ext.ask<CheckGroup>('checks/start-text', {
        tabId,
        source: 'page',
        kinds: ['moderation'],
      });
      expect(read.ok ? '' : read.error.message).toBe('');
      const sent = read.ok ? (read.value.checks[0]?.input ?? '') : '';
      expect(sent).toContain('The coast path starts behind the harbour wall');
      expect(sent).toMatch(/the mud after rain can be ankle deep\.$/);
      if (!address.includes('plain')) expect(sent).toContain('High water at the harbour today');
      // An image the page asks for after the read reaches the server after any the read asked
      // for; then nothing but it was asked.
      await page.evaluate(
        (src) =>
          new Promise<void>((done) => {
            const image = new Image();
            image.onload = image.onerror = () => done();
            image.src = src;
          }),
        '/quiet/after-the-read.png',
      );
      expect(askedSince(before)).toEqual(['/quiet/after-the-read.png']);
      await page.close();
    }
  });

  it('reads web components’ shadow trees, open and closed, and paints inside them', async () => {
    const { page, tabId } = await ext.openTab(pages.url('frames/feed.html'));
    const popup = await openPopup(tabId);
    await popup.click('[data-testid=check-page]');
    await expect.poll(() => allDone(tabId)).toEqual(['done', 'done']);
    const sent = await sentText(tabId);
    // Slotted text, text rendered inside a shadow tree, and a closed component's text.
    expect(sent).toContain('The coast path starts behind the harbour wall');
    expect(sent).toContain("#ai In today's fast-paced world");
    expect(sent).toContain('a kiosk sells tea in thick white mugs');
    // Hidden inside a shadow tree: a decoy, neither sent nor charged.
    expect(sent).not.toContain('Promoted: win a cruise');

    const sheetsOfPost = (): Promise<number> =>
      page.evaluate(
        () => document.getElementById('p2')!.shadowRoot!.adoptedStyleSheets.length,
        null,
      );
    await expect
      .poll(async () => (await paintedRanges(ext.helper, tabId, page, 'ai')).join(' '))
      .toContain("In today's fast-paced world");
    // An AI phrase inside the post's shadow tree shows its figures under the pointer too.
    const inside = await phraseBox(ext.helper, tabId, page, { inShadowTree: true, scroll: true });
    if (!inside) throw new Error('no AI phrase painted inside the shadow tree');
    // The pointer moves over the phrase each time the tip is asked for, as a hand does: a single
    // move is missed when the phrases' layer is put in place again after it (the marks painted anew).
    let nudge = 0;
    await expect
      .poll(async () => {
        const now = await phraseBox(ext.helper, tabId, page, { inShadowTree: true });
        if (now) await page.pointAt(now.x + (nudge++ % 2), now.y);
        return (await phraseTips(ext.helper, tabId))?.tip ?? '';
      })
      .toMatch(/^AI phrase(About|Found)/);
    // The post's shadow tree was given the highlight rules (its own styles stay as they were).
    await expect.poll(sheetsOfPost).toBe(1);
    // Watched, and a page that changed nothing is not said to have: no note, our sheet once.
    const checked = await markChecks(ext.helper, tabId);
    await expect.poll(() => markChecks(ext.helper, tabId)).toBeGreaterThanOrEqual(checked + 3);
    expect(await legendNote(ext.helper, tabId)).toBeNull();
    expect(await sheetsOfPost()).toBe(1);
    // The page takes our rules out of its component: they are put back, and that is said.
    await page.evaluate(() => {
      document.getElementById('p2')!.shadowRoot!.adoptedStyleSheets = [];
    }, null);
    await expect.poll(sheetsOfPost).toBe(1);
    await expect.poll(() => legendNote(ext.helper, tabId)).toContain('tried to change');
    await popup.click('[data-testid=clear-highlights]');
    await expect.poll(sheetsOfPost).toBe(0);

    // A selection inside a shadow tree is read where it is.
    await page.evaluate(() => {
      const text = document.getElementById('p2')!.shadowRoot!.getElementById('text')!.firstChild!;
      getSelection()!.setBaseAndExtent(text, 0, text, (text as Text).length);
    }, null);
    const selection = await ext.ask<Selection>('selection/get', { tabId });
    expect(selection.ok && selection.value.text).toMatch(/^#ai In today's .* along the shore\.$/);
    await popup.close();
    await page.close();
  });
});
