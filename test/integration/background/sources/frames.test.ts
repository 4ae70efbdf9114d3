/**
 * Checks asked for inside frames: the menu's frame is read and painted, the shortcut and the
 * popup find the frame holding the selection, a frame of a site not granted is named, and a
 * selection in the browser's PDF viewer is taken from the menu.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import { ok } from '../../../../src/core/errors.ts';
import type { FakeFrame } from '../../../support/fake-browser/fake-tabs.ts';
import { png } from '../../../unit/api/helpers/images.ts';
import { startReceiver } from '../../helpers/receiver.ts';
import { AI_WRITTEN } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

const GRADER = 'https://lms.example/courses/7/gradebook/speed_grader';
const SUBMISSION = 'https://files.lms-user-content.example/submission.html';

/** A grader page with the submission in a frame (id 4); our script answers per frame. */
function openGrader(frame: Partial<FakeFrame> = {}, topProbe = {}): number {
  const tabId = w.fake.tabs.open({
    url: GRADER,
    title: 'SpeedGrader',
    frames: [{ frameId: 4, url: SUBMISSION, ...frame }],
    probe: topProbe,
  });
  w.fake.contentScript.answer('content/read-text', (_payload, _tab, frameId) =>
    ok({
      textId: `text-of-frame-${frameId}`,
      text: frameId === 4 ? AI_WRITTEN : '',
      mappable: true,
      url: frameId === 4 ? SUBMISSION : GRADER,
      title: frameId === 4 ? 'Submission' : 'SpeedGrader',
    }),
  );
  w.fake.contentScript.answer('content/get-selection', (_payload, _tab, frameId) =>
    ok({
      text: frameId === 4 ? AI_WRITTEN : '',
      source: frameId === 4 ? 'page' : 'none',
      url: frameId === 4 ? SUBMISSION : GRADER,
      title: '',
    }),
  );
  w.fake.contentScript.answer('content/highlight', ({ spans }) =>
    ok({ applied: spans.length, outcomes: spans.map(() => 'shown' as const) }),
  );
  return tabId;
}

function click(menuItemId: string, tabId: number, more: Partial<Menus.OnClickData>): void {
  const info: Menus.OnClickData = { menuItemId, editable: false, modifiers: [], ...more };
  w.fake.onMenuClicked.emit(info, w.fake.tabs.snapshot(tabId));
}

const framesAsked = (type: string): number[] =>
  w.fake.contentScript.received.filter((m) => m.type === type).map((m) => m.frameId);

describe('checks inside frames', () => {
  it('read the selection in the frame the menu was clicked in, and paint it there', async () => {
    const tabId = openGrader();
    click('check-selection-ai', tabId, { frameId: 4, frameUrl: SUBMISSION, pageUrl: GRADER });
    const latest = await w.until('the check, done', async () => {
      const now = await w.askOk('checks/latest', { tabId });
      return now.checks[0]?.status === 'done' && now;
    });
    expect(latest.checks[0]).toMatchObject({
      input: AI_WRITTEN,
      source: { frameId: 4, textId: 'text-of-frame-4', url: SUBMISSION },
    });
    expect(framesAsked('content/read-text')).toEqual([4]);
    await w.until('painted in the frame', () => framesAsked('content/highlight').includes(4));
    expect(framesAsked('content/highlight')).not.toContain(0);
    // The highlight stylesheet went into that frame only.
    expect(w.fake.log.argsOf('scripting.insertCSS')).toMatchObject([
      { target: { tabId, frameIds: [4] } },
    ]);
    // Nothing was surveyed: the click said where.
    expect(w.fake.log.count('scripting.executeScript(func)')).toBe(0);
  });

  it('check, from the shortcut, the selection in the frame the user is in', async () => {
    // An older selection stays in the page; the user is in the submission's frame now.
    const tabId = openGrader(
      { probe: { selected: AI_WRITTEN.length, focused: true } },
      { selected: 900 },
    );
    w.fake.onCommand.emit('check-selection', w.fake.tabs.snapshot(tabId));
    await w.until('both checks', async () => {
      const now = await w.askOk('checks/latest', { tabId });
      return now.checks.length === 2 && now.checks.every((c) => c.source.frameId === 4);
    });
    expect(framesAsked('content/read-text')).toEqual([4]);
  });

  it('find the frame holding the selection for the popup and its check button', async () => {
    const tabId = openGrader({ probe: { selected: AI_WRITTEN.length, focused: true } });
    const selection = await w.askOk('selection/get', { tabId });
    expect(selection).toMatchObject({ text: AI_WRITTEN, frameId: 4 });
    await w.askOk('checks/start-text', { tabId, source: 'selection', kinds: ['moderation'] });
    expect(framesAsked('content/read-text')).toEqual([4]);
  });

  it('read "this page" from the frame a shell page is built around', async () => {
    const tabId = openGrader(
      { probe: { area: 800_000, textLength: 3_000 } },
      { area: 1_000_000, textLength: 120 },
    );
    const group = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
    expect(group.checks[0]?.source).toMatchObject({ origin: 'page', frameId: 4 });
    expect(framesAsked('content/read-text')).toEqual([4]);
  });

  it('name a page’s editors for the popup in page order, with the one "this page" reads', async () => {
    // A CMS post: its body (frame 6, lower, longer) and its summary (frame 5) in editor frames
    // of the page's own origin, and an ad's frame that is no editor.
    const cms = 'https://cms.example';
    const editor = { url: 'about:blank', origin: cms, editor: true, area: 180_000 };
    const tabId = w.fake.tabs.open({
      url: `${cms}/posts/12/edit`,
      title: 'Edit post',
      probe: { origin: cms, area: 1_000_000, textLength: 900 },
      frames: [
        {
          frameId: 5,
          url: 'about:blank',
          probe: { ...editor, textLength: 400, label: 'Summary', place: { x: 40, y: 200 } },
        },
        {
          frameId: 6,
          url: 'about:blank',
          probe: { ...editor, textLength: 2_400, label: 'Body', place: { x: 40, y: 600 } },
        },
        { frameId: 7, url: 'about:blank', probe: { origin: cms, area: 40_000, textLength: 300 } },
      ],
    });
    w.fake.contentScript.answer('content/get-selection', () =>
      ok({ text: '', source: 'none', url: `${cms}/posts/12/edit`, title: 'Edit post' }),
    );
    const selection = await w.askOk('selection/get', { tabId });
    expect(selection.editors).toEqual([
      { frameId: 5, name: 'Summary', number: 1, chars: 400 },
      { frameId: 6, name: 'Body', number: 2, chars: 2_400 },
    ]);
    // What the popup says "Check whole page" reads is what it reads.
    expect(selection.pageFrameId).toBe(6);
    w.fake.contentScript.answer('content/read-text', (_payload, _tab, frameId) =>
      ok({
        textId: `t${frameId}`,
        text: AI_WRITTEN,
        mappable: true,
        url: 'about:blank',
        title: '',
      }),
    );
    const group = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
    expect(group.checks[0]?.source).toMatchObject({ frameId: 6 });
    // The summary's writing is not in it, and its record says so.
    expect(group.checks[0]?.source.leftOut).toEqual([
      { reason: 'editors', editors: 1, chars: 400 },
    ]);

    // The menu's page check, right-clicked on the page itself, sends with no popup first: its
    // record names both editors it left out.
    click('check-page-ai', tabId, { frameId: 0, pageUrl: `${cms}/posts/12/edit` });
    const fromMenu = await w.until('the menu’s check', async () => {
      const latest = await w.askOk('checks/latest', { tabId });
      return latest.checks.find((c) => c.source.frameId === undefined);
    });
    expect(fromMenu.source.leftOut).toEqual([{ reason: 'editors', editors: 2, chars: 2_800 }]);
  });

  it('survey a page without editors once for the popup (the page’s text is measured only beside editors)', async () => {
    const tabId = openGrader();
    const selection = await w.askOk('selection/get', { tabId });
    expect(selection.editors).toBeUndefined();
    expect(selection.pageFrameId).toBeUndefined();
    expect(w.fake.log.count('scripting.executeScript(func)')).toBe(1);
  });

  it('name the site of a frame it may not read, from the menu and from the popup', async () => {
    const tabId = openGrader({ scriptable: false }, { foreign: [SUBMISSION], frames: 1 });
    // The menu's copy of the selection is not sent instead: the frame is read once granted.
    click('check-selection-ai', tabId, {
      frameId: 4,
      frameUrl: SUBMISSION,
      pageUrl: GRADER,
      selectionText: AI_WRITTEN,
    });
    await w.until('a notification', () => w.fake.notifications.size === 1);
    const [notice] = [...w.fake.notifications.values()];
    expect(notice?.message).toContain(
      'This is inside a frame from files.lms-user-content.example, which Authenticity Lens may not read yet.',
    );

    const selection = await w.askOk('selection/get', { tabId });
    expect(selection.text).toBe('');
    expect(selection.unreadable).toMatchObject({
      kind: 'permission',
      code: 'frame-access',
      site: 'https://files.lms-user-content.example',
    });
    expect(selection.unreadable?.message).toContain(
      'allow access to files.lms-user-content.example',
    );
  });

  it('take a selection in the browser’s PDF viewer from the menu, and say why it is not marked', async () => {
    const pdf = 'https://journal.example/papers/erosion.pdf';
    const tabId = w.fake.tabs.open({ url: pdf, title: 'erosion.pdf' });
    // The viewer's page holds no text our script can read.
    w.fake.contentScript.answer('content/read-text', () =>
      ok({ textId: 't1', text: '', mappable: true, url: pdf, title: 'erosion.pdf' }),
    );
    click('check-selection-ai', tabId, { frameId: 0, pageUrl: pdf, selectionText: AI_WRITTEN });
    const latest = await w.until('the check, done', async () => {
      const now = await w.askOk('checks/latest', { tabId });
      return now.checks[0]?.kind === 'ai-text' && now.checks[0].painted && now;
    });
    expect(latest.checks[0]).toMatchObject({
      input: AI_WRITTEN.trim(),
      source: { origin: 'selection', unpainted: 'pdf', url: pdf },
      painted: { shown: 0, reason: 'pdf' },
    });
  });

  it('take a selection in a viewer frame no one can be granted (Chromium’s PDF viewer) from the menu', async () => {
    const pdf = 'https://journal.example/papers/erosion.pdf';
    const tabId = w.fake.tabs.open({
      url: pdf,
      frames: [{ frameId: 2, url: 'chrome-extension://viewer/index.html', scriptable: false }],
    });
    click('check-selection-ai', tabId, {
      frameId: 2,
      frameUrl: 'chrome-extension://viewer/index.html',
      pageUrl: pdf,
      selectionText: AI_WRITTEN,
    });
    const latest = await w.until('the check', async () => {
      const now = await w.askOk('checks/latest', { tabId });
      return now.checks.length === 1 && now;
    });
    expect(latest.checks[0]).toMatchObject({
      input: AI_WRITTEN.trim(),
      source: { unpainted: 'pdf' },
    });
  });

  it('say Google Docs draws its own text, never "Nothing is selected"', async () => {
    const doc = 'https://docs.google.com/document/d/1abc/edit';
    const tabId = w.fake.tabs.open({ url: doc, title: 'Essay - Google Docs' });
    w.fake.contentScript.answer('content/get-selection', () =>
      ok({ text: '', source: 'none', url: doc, title: '' }),
    );
    w.fake.contentScript.answer('content/read-text', () =>
      ok({ textId: 't1', text: '', mappable: true, url: doc, title: '' }),
    );
    const selection = await w.askOk('selection/get', { tabId });
    expect(selection.unreadable).toMatchObject({ code: 'canvas-editor' });
    const refused = await w.ask('checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
    });
    expect(refused.ok ? '' : refused.error.message).toMatch(/^Google Docs draws its text itself/);
  });

  it('check an image in a frame it may not read, and say why its mask is not drawn there', async () => {
    const site = await startReceiver(() => ({ body: png(1024, 768), contentType: 'image/png' }));
    try {
      const frameUrl = `${site.url}/embed.html`;
      const tabId = w.fake.tabs.open({
        url: GRADER,
        frames: [{ frameId: 6, url: frameUrl, scriptable: false }],
      });
      click('check-image', tabId, {
        frameId: 6,
        frameUrl,
        pageUrl: GRADER,
        srcUrl: `${site.url}/ai-photo.png`,
      });
      const check = await w.until('the check, done and not drawn', async () => {
        const [latest] = (await w.askOk('checks/latest', { tabId })).checks;
        return latest?.kind === 'ai-image' && latest.notDrawn && latest;
      });
      expect(check).toMatchObject({
        status: 'done',
        source: { frameId: 6 },
        notDrawn: { kind: 'permission', code: 'frame-access', site: new URL(site.url).origin },
      });
    } finally {
      await site.close();
    }
  });
});
