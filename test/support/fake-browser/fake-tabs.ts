import type { Tabs } from 'webextension-polyfill';
import type { FrameProbe } from '../../../src/background/sources/frame-survey.ts';
import type { CallLog } from './call-log.ts';
import type { FakeContentScript } from './fake-content-script.ts';
import { FakeEvent } from './fake-event.ts';
import { appError, err } from '../../../src/core/errors.ts';
import { NO_RECEIVER_CODE } from '../../../src/platform/transport-error.ts';
import { isFirstScreenType } from '../../../src/shared/messages/content-first-screen.ts';

export interface TabInit {
  url?: string;
  title?: string;
  /** The active tab of the focused window (default true; opening another active one takes it). */
  active?: boolean;
  /** false for browser pages and the web store, where scripts cannot be injected. */
  scriptable?: boolean;
  /** Frames inside the page (the top document is frame 0). */
  frames?: FakeFrame[];
  /** What the top document says of itself to the worker's frame survey. */
  probe?: Partial<FrameProbe>;
}

/** A frame of a tab: another document, of a site the extension may read or not. */
export interface FakeFrame {
  frameId: number;
  url: string;
  /** false for another site the extension may not read: nothing runs there. */
  scriptable?: boolean;
  /** What it says of itself to the worker's frame survey. */
  probe?: Partial<FrameProbe>;
}

interface TabState {
  id: number;
  url: string | undefined;
  title: string | undefined;
  active: boolean;
  scriptable: boolean;
  /** Whether our content script runs in it (injected, and not lost to a navigation since). */
  contentScript: boolean;
  frames: FakeFrame[];
  /** Frames other than the top one that our content script runs in. */
  scriptFrames: Set<number>;
  probe: Partial<FrameProbe>;
}

const NO_RECEIVER = 'Could not establish connection. Receiving end does not exist.';
/** The content script's small first part (src/content/first-screen-script.ts), as built. */
export const FIRST_SCREEN_SCRIPT = 'src/content/first-screen-script.js';
/** Messages are copied as JSON between runtimes, as the browser copies them. */
const copied = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

/** Open tabs, what our content script answers in them, and injection into them. */
export class FakeTabs {
  readonly onRemoved = new FakeEvent<(tabId: number, info: Tabs.OnRemovedRemoveInfoType) => void>();
  readonly onUpdated = new FakeEvent<
    (tabId: number, change: Tabs.OnUpdatedChangeInfoType, tab: Tabs.Tab) => void
  >();
  readonly #tabs = new Map<number, TabState>();
  /** Frames (`tabId/frameId`) that have only the first-screen script, not the whole one. */
  readonly #firstScreenOnly = new Set<string>();
  /** Tabs whose frame survey does not come back until released (a frame busy or loading). */
  readonly #heldSurveys = new Map<number, Promise<void>>();
  #nextId = 1;

  constructor(
    private readonly log: CallLog,
    private readonly content: FakeContentScript,
  ) {}

  open(init: TabInit = {}): number {
    const id = this.#nextId++;
    const active = init.active ?? true;
    if (active) for (const tab of this.#tabs.values()) tab.active = false;
    this.#tabs.set(id, {
      id,
      url: init.url,
      title: init.title,
      active,
      scriptable: init.scriptable ?? true,
      contentScript: false,
      frames: init.frames ?? [],
      scriptFrames: new Set(),
      probe: init.probe ?? {},
    });
    return id;
  }

  close(tabId: number): void {
    this.#tabs.delete(tabId);
    this.onRemoved.emit(tabId, { windowId: 1, isWindowClosing: false });
    this.log.changed();
  }

  /** The tab starts loading another page: our content script and its highlights are gone. */
  navigate(tabId: number, url: string): void {
    const tab = this.state(tabId);
    Object.assign(tab, { url, contentScript: false, frames: [], scriptFrames: new Set() });
    for (const key of this.#firstScreenOnly) {
      if (key.startsWith(`${tabId}/`)) this.#firstScreenOnly.delete(key);
    }
    this.onUpdated.emit(tabId, { status: 'loading', url }, this.asTab(tab));
    this.log.changed();
  }

  isOpen(tabId: number): boolean {
    return this.#tabs.has(tabId);
  }

  /** The tab as events carry it (a menu click, a command). */
  snapshot(tabId: number): Tabs.Tab {
    return this.asTab(this.state(tabId));
  }

  /**
   * Holds the frame survey of a tab (every `executeScript` of a function) until the returned
   * function is called: as a frame that is busy or still loading holds the browser's.
   */
  holdSurvey(tabId: number): () => void {
    let release = (): void => undefined;
    this.#heldSurveys.set(tabId, new Promise((resolve) => (release = resolve)));
    return () => {
      this.#heldSurveys.delete(tabId);
      release();
    };
  }

  hasContentScript(tabId: number): boolean {
    return this.#tabs.get(tabId)?.contentScript ?? false;
  }

  // --- the browser API ---

  get = (tabId: number): Promise<Tabs.Tab> => {
    const tab = this.#tabs.get(tabId);
    return tab ? Promise.resolve(this.asTab(tab)) : Promise.reject(noTab(tabId));
  };

  query = (info: { active?: boolean }): Promise<Tabs.Tab[]> =>
    Promise.resolve(
      [...this.#tabs.values()]
        .filter((t) => info.active === undefined || t.active === info.active)
        .map((t) => this.asTab(t)),
    );

  /** Frame 0 (the top document) when no frame is named, as the worker asks. */
  sendMessage = async (
    tabId: number,
    message: unknown,
    options?: { frameId?: number },
  ): Promise<unknown> => {
    this.log.record('tabs.sendMessage', tabId, message, options);
    const tab = this.#tabs.get(tabId);
    const frameId = options?.frameId ?? 0;
    const listening = frameId === 0 ? tab?.contentScript : tab?.scriptFrames.has(frameId);
    if (!tab || !listening) throw new Error(NO_RECEIVER);
    // The first-screen script's answer to what only the whole script answers.
    const type = (message as { type?: unknown } | null)?.type;
    if (
      this.#firstScreenOnly.has(`${tabId}/${frameId}`) &&
      !(typeof type === 'string' && isFirstScreenType(type))
    ) {
      const nothing = appError('not-ready', 'Nothing answered.', { code: NO_RECEIVER_CODE });
      return copied(err(nothing));
    }
    return copied(await this.content.receive(tabId, copied(message), frameId));
  };

  /**
   * Our content script into the frames named (the top one by default), or a function run in
   * every frame the extension may read (the frame survey), answered from each frame's probe.
   */
  executeScript = async (injection: {
    target: { tabId: number; frameIds?: number[]; allFrames?: boolean };
    files?: string[];
    func?: unknown;
  }): Promise<unknown[]> => {
    const tab = this.#tabs.get(injection.target.tabId);
    if (injection.func) {
      this.log.record('scripting.executeScript(func)', injection.target);
      await this.#heldSurveys.get(injection.target.tabId);
      if (!tab) return Promise.reject(noTab(injection.target.tabId));
      if (!tab.scriptable) return Promise.reject(cannotAccess(tab.url));
      const readable = tab.frames.filter((f) => f.scriptable !== false);
      const top = {
        frameId: 0,
        result: probeOf(tab.url ?? '', { frames: tab.frames.length, ...tab.probe }),
      };
      const inFrames = readable.map((f) => ({
        frameId: f.frameId,
        result: probeOf(f.url, f.probe),
      }));
      return Promise.resolve(injection.target.allFrames ? [top, ...inFrames] : [top]);
    }
    this.log.record('scripting.executeScript', injection);
    if (!tab) return Promise.reject(noTab(injection.target.tabId));
    if (!tab.scriptable) return Promise.reject(cannotAccess(tab.url));
    const firstScreenOnly = injection.files?.includes(FIRST_SCREEN_SCRIPT) === true;
    for (const frameId of injection.target.frameIds ?? [0]) {
      if (frameId !== 0) {
        const frame = tab.frames.find((f) => f.frameId === frameId);
        if (!frame)
          return Promise.reject(new Error(`No frame with id ${frameId} in tab ${tab.id}.`));
        if (frame.scriptable === false) return Promise.reject(cannotAccessFrame());
      }
      const key = `${tab.id}/${frameId}`;
      const listening = frameId === 0 ? tab.contentScript : tab.scriptFrames.has(frameId);
      // The whole script after the first-screen one answers everything; the first-screen one
      // after the whole one stays silent.
      if (!firstScreenOnly) this.#firstScreenOnly.delete(key);
      else if (!listening) this.#firstScreenOnly.add(key);
      if (frameId === 0) tab.contentScript = true;
      else tab.scriptFrames.add(frameId);
    }
    return Promise.resolve((injection.target.frameIds ?? [0]).map((frameId) => ({ frameId })));
  };

  insertCSS = (injection: { target: { tabId: number }; css?: string }): Promise<void> => {
    this.log.record('scripting.insertCSS', injection);
    const tab = this.#tabs.get(injection.target.tabId);
    if (!tab) return Promise.reject(noTab(injection.target.tabId));
    return tab.scriptable ? Promise.resolve() : Promise.reject(cannotAccess(tab.url));
  };

  removeCSS = (injection: { target: { tabId: number }; css?: string }): Promise<void> => {
    this.log.record('scripting.removeCSS', injection);
    return this.#tabs.has(injection.target.tabId)
      ? Promise.resolve()
      : Promise.reject(noTab(injection.target.tabId));
  };

  private state(tabId: number): TabState {
    const tab = this.#tabs.get(tabId);
    if (!tab) throw noTab(tabId);
    return tab;
  }

  private asTab(tab: TabState): Tabs.Tab {
    return {
      id: tab.id,
      index: tab.id - 1,
      windowId: 1,
      highlighted: tab.active,
      active: tab.active,
      pinned: false,
      incognito: false,
      ...(tab.url === undefined ? {} : { url: tab.url }),
      ...(tab.title === undefined ? {} : { title: tab.title }),
    };
  }
}

/** A frame's answer to the survey: nothing selected, not focused, unless the test says. */
function probeOf(url: string, probe: Partial<FrameProbe> = {}): FrameProbe {
  return {
    url,
    selected: 0,
    focused: false,
    frames: 0,
    foreign: [],
    area: 1000,
    textLength: 2000,
    ...probe,
  };
}

/** Chromium's words for a frame of a site not granted. */
function cannotAccessFrame(): Error {
  return new Error(
    'Cannot access contents of the page. Extension manifest must request permission to access the respective host.',
  );
}

function noTab(tabId: number): Error {
  return new Error(`No tab with id: ${tabId}.`);
}

function cannotAccess(url: string | undefined): Error {
  return new Error(
    `Cannot access contents of url "${url ?? 'chrome://newtab/'}". Extension manifest must request permission to access this host.`,
  );
}
