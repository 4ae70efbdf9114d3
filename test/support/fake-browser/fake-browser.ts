/**
 * An in-memory double of the WebExtension API the service worker uses (src/platform/browser.ts's
 * `browser`): storage (with the policy's read-only `managed` area), tabs and our content script in them, scripting, action, alarms, runtime
 * messaging, notifications, context menus, commands, permissions and the hidden page. Every call is recorded
 * (`log`); events are fired by the test, alarms too: nothing here runs on time.
 */
import type { Menus, Notifications, Runtime, Tabs } from 'webextension-polyfill';
import { CallLog } from './call-log.ts';
import { FakeAlarms } from './fake-alarms.ts';
import { FakeContentScript } from './fake-content-script.ts';
import { FakeEvent } from './fake-event.ts';
import { FakeHiddenPage } from './fake-hidden-page.ts';
import { FakeManagedStorage } from './fake-managed-storage.ts';
import { FakeStorageArea, type StorageListener } from './fake-storage.ts';
import { FakeTabs } from './fake-tabs.ts';

export type { BrowserCall } from './call-log.ts';
export type { ContentAnswer, ContentType } from './fake-content-script.ts';

type MessageListener = (message: unknown, sender: Runtime.MessageSender) => unknown;

export interface Badge {
  text?: string;
  color?: string;
  title?: string;
}

export class FakeBrowser {
  /** What `i18n.getUILanguage()` answers. */
  uiLanguage = 'en-US';
  readonly extensionId = 'fakeextensionidaaaaaaaaaaaaaaaaa';
  readonly origin = `chrome-extension://${this.extensionId}/`;
  readonly log = new CallLog();
  readonly contentScript = new FakeContentScript(this.extensionId);
  readonly tabs = new FakeTabs(this.log, this.contentScript);
  readonly alarms = new FakeAlarms(this.log);
  readonly onStorageChanged = new FakeEvent<StorageListener>();
  readonly local = new FakeStorageArea('local', this.onStorageChanged, this.log);
  readonly session = new FakeStorageArea('session', this.onStorageChanged, this.log);
  /** The administrator's policy: none until the test sets one (`managed.setPolicy`). */
  readonly managed = new FakeManagedStorage(this.onStorageChanged, this.log);
  readonly onMessage = new FakeEvent<MessageListener>();
  /** The hidden page (offscreen document), run in this process once a loader is set. */
  readonly hiddenPage = new FakeHiddenPage(this.log, this.onMessage);
  readonly onInstalled = new FakeEvent<(details: Runtime.OnInstalledDetailsType) => void>();
  readonly onMenuClicked = new FakeEvent<(info: Menus.OnClickData, tab?: Tabs.Tab) => void>();
  readonly onNotificationClicked = new FakeEvent<(id: string) => void>();
  readonly onCommand = new FakeEvent<(command: string, tab?: Tabs.Tab) => void>();
  /** Host patterns granted (the manifest's and the user's). */
  readonly grantedOrigins = new Set<string>();
  /** What the user answers to a permission prompt. */
  grantOnRequest = false;
  /** Whether `action.openPopup` works (Chrome 127+ with a focused window). */
  canOpenPopup = true;
  readonly menus = new Map<string, Menus.CreateCreatePropertiesType>();
  readonly notifications = new Map<string, Notifications.CreateNotificationOptions>();
  readonly #badges = new Map<number, Badge>();

  /** What the worker imports as `browser`. */
  readonly browser = {
    storage: {
      local: this.local,
      session: this.session,
      managed: this.managed,
      onChanged: this.onStorageChanged,
    },
    tabs: {
      get: this.tabs.get,
      query: this.tabs.query,
      sendMessage: this.tabs.sendMessage,
      onRemoved: this.tabs.onRemoved,
      onUpdated: this.tabs.onUpdated,
    },
    scripting: {
      executeScript: this.tabs.executeScript,
      insertCSS: this.tabs.insertCSS,
      removeCSS: this.tabs.removeCSS,
    },
    alarms: {
      create: this.alarms.create,
      clear: this.alarms.clear,
      get: this.alarms.get,
      getAll: this.alarms.getAll,
      onAlarm: this.alarms.onAlarm,
    },
    action: {
      setBadgeText: (d: { tabId?: number; text: string | null }) =>
        this.setBadge('setBadgeText', d, { text: d.text ?? '' }),
      setBadgeBackgroundColor: (d: { tabId?: number; color: unknown }) =>
        this.setBadge('setBadgeBackgroundColor', d, { color: String(d.color) }),
      setTitle: (d: { tabId?: number; title: string | null }) =>
        this.setBadge('setTitle', d, { title: d.title ?? '' }),
      openPopup: (): Promise<void> => {
        this.log.record('action.openPopup');
        return this.canOpenPopup
          ? Promise.resolve()
          : Promise.reject(new Error('Could not find an active browser window.'));
      },
    },
    runtime: {
      id: this.extensionId,
      getURL: (path: string) => `${this.origin}${path.replace(/^\//, '')}`,
      getManifest: () => ({ manifest_version: 3, name: 'Authenticity Lens', version: '0.1.0' }),
      getPlatformInfo: () => Promise.resolve({ os: 'linux', arch: 'x86-64' }),
      sendMessage: (message: unknown) => this.sendToWorker(message, this.pageSender()),
      onMessage: this.onMessage,
      getContexts: this.hiddenPage.getContexts,
      onInstalled: this.onInstalled,
    },
    i18n: {
      // The browser's language; tests set it to see the worker follow it.
      getUILanguage: () => this.uiLanguage,
    },
    notifications: {
      create: (id: string, options: Notifications.CreateNotificationOptions) => {
        this.log.record('notifications.create', id, options);
        this.notifications.set(id, options);
        return Promise.resolve(id);
      },
      clear: (id: string) => {
        this.log.record('notifications.clear', id);
        return Promise.resolve(this.notifications.delete(id));
      },
      onClicked: this.onNotificationClicked,
    },
    contextMenus: {
      create: (properties: Menus.CreateCreatePropertiesType) => {
        this.log.record('contextMenus.create', properties);
        this.menus.set(String(properties.id), properties);
        return properties.id ?? '';
      },
      update: (id: string | number, change: Menus.UpdateUpdatePropertiesType) => {
        this.log.record('contextMenus.update', { id, ...change });
        const item = this.menus.get(String(id));
        if (!item) return Promise.reject(new Error(`Cannot find menu item with id ${id}`));
        this.menus.set(String(id), { ...item, ...change });
        return Promise.resolve();
      },
      removeAll: () => {
        this.log.record('contextMenus.removeAll');
        this.menus.clear();
        return Promise.resolve();
      },
      onClicked: this.onMenuClicked,
    },
    commands: { onCommand: this.onCommand },
    offscreen: {
      createDocument: this.hiddenPage.createDocument,
      closeDocument: this.hiddenPage.closeDocument,
    },
    permissions: {
      contains: (p: { origins?: string[] }) =>
        Promise.resolve((p.origins ?? []).every((o) => this.grantedOrigins.has(o))),
      request: (p: { origins?: string[] }) => {
        this.log.record('permissions.request', p);
        if (this.grantOnRequest) for (const o of p.origins ?? []) this.grantedOrigins.add(o);
        return Promise.resolve(this.grantOnRequest);
      },
    },
  };

  /** The sender of a message from one of our pages (the popup). */
  pageSender(path = 'src/popup/index.html'): Runtime.MessageSender {
    return { id: this.extensionId, url: `${this.origin}${path}` };
  }

  /** The sender of a message from our content script in a tab. */
  contentScriptSender(tabId: number, url = 'https://example.com/'): Runtime.MessageSender {
    return { id: this.extensionId, url, tab: { ...tabStub(tabId), url }, frameId: 0 };
  }

  /**
   * Delivers a message to the worker's `runtime.onMessage` listeners as the browser does: the
   * first listener that returns a promise answers; nobody answering is an error.
   */
  async sendToWorker(message: unknown, sender: Runtime.MessageSender): Promise<unknown> {
    const copy = JSON.parse(JSON.stringify(message)) as unknown;
    const answers = this.onMessage.emit(copy, sender);
    const answer = answers.find((a): a is Promise<unknown> => a instanceof Promise);
    if (!answer) throw new Error('Could not establish connection. Receiving end does not exist.');
    const reply = await answer;
    return reply === undefined ? undefined : (JSON.parse(JSON.stringify(reply)) as unknown);
  }

  /** The toolbar badge of a tab as the worker last set it. */
  badge(tabId: number): Badge {
    return { ...this.#badges.get(tabId) };
  }

  /** A stopped worker loses its listeners (not its storage, alarms, menus or tabs). */
  stopWorker(): void {
    for (const event of [
      this.onMessage,
      this.onInstalled,
      this.onMenuClicked,
      this.onNotificationClicked,
      this.onCommand,
      this.onStorageChanged,
      this.alarms.onAlarm,
      this.tabs.onRemoved,
      this.tabs.onUpdated,
    ]) {
      event.clear();
    }
    this.hiddenPage.stop();
  }

  private setBadge(api: string, details: { tabId?: number }, change: Badge): Promise<void> {
    this.log.record(`action.${api}`, details);
    const { tabId } = details;
    if (tabId === undefined) return Promise.resolve();
    if (!this.tabs.isOpen(tabId)) return Promise.reject(new Error(`No tab with id: ${tabId}.`));
    this.#badges.set(tabId, { ...this.#badges.get(tabId), ...change });
    return Promise.resolve();
  }
}

function tabStub(tabId: number): Tabs.Tab {
  return { id: tabId, index: 0, highlighted: true, active: true, pinned: false, incognito: false };
}
