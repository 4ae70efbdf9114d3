/**
 * The service worker in Node: its real modules, loaded fresh, over a fake browser
 * (test/support/fake-browser), IndexedDB from fake-indexeddb, and the real API client talking
 * HTTP to the local fake service, configured through storage as a user would have it.
 * Messages reach it the way pages send them (through `runtime.onMessage` to the router), and
 * each exchange is recorded. Nothing waits on time: `until` re-checks a condition whenever the
 * browser, storage or an HTTP answer changed something.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { Result } from '../../../../src/core/errors.ts';
import { History, openHistory } from '../../../../src/background/stores/history-db.ts';
import { SECRET_DB_NAME } from '../../../../src/background/stores/secret-db.ts';
import type { HandlerRegistry } from '../../../../src/shared/messages/dispatch.ts';
import { envelope } from '../../../../src/shared/messages/envelope.ts';
import {
  backgroundProtocol,
  type BackgroundProtocol,
  type RequestOf,
  type ResponseOf,
} from '../../../../src/shared/messages/index.ts';
import { readReply } from '../../../../src/platform/reply.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../../../src/shared/settings/settings.ts';
import type * as Retry from '../../../../src/api/retry.ts';
import { startFakeService, type FakeService } from '../../../fake-service/index.ts';
import { FakeBrowser } from '../../../support/fake-browser/fake-browser.ts';
import { PackageFiles } from '../../../support/fake-browser/package-files.ts';
import { ACCOUNT } from '../../helpers/setup.ts';
import { FetchGate, type HeldRequests } from './fetch-gate.ts';

type BackgroundType = Extract<keyof BackgroundProtocol, string>;

export interface Exchange {
  type: string;
  payload: unknown;
  sender: Runtime.MessageSender;
  reply: unknown;
}

export interface WorkerOptions {
  /** Settings besides the service addresses (default: not sandbox). */
  settings?: Partial<Settings>;
  /** Whether the account's e-mail and key are saved (default true). */
  signedIn?: boolean;
  /** More in `storage.local` before the worker starts (what an earlier version left there). */
  storedBefore?: Record<string, unknown>;
  /** Where the worker runs (default: the extension's own origin). */
  location?: string;
  /**
   * The administrator's policy in `storage.managed` when the worker starts, given the service's
   * addresses (default: none, and `storage.managed` rejects as in Firefox).
   */
  policy?: (svc: FakeService) => Record<string, unknown>;
  /** Package files (`_locales/de/messages.json`…) with other contents than `public/`'s. */
  packageFiles?: Record<string, unknown>;
}

export interface TestWorker {
  fake: FakeBrowser;
  svc: FakeService;
  /** Every message sent to the worker and its answer, oldest first. */
  exchanges: Exchange[];
  /** Waits the API client's backoff would have slept (it sleeps none here), in ms. */
  clientWaits: number[];
  /** The package's files the worker fetched (e.g. `_locales/de/messages.json`), oldest first. */
  packageReads: string[];
  /** Sends a message as our popup would (or as `sender`), answered as the popup reads it. */
  ask<K extends BackgroundType>(
    type: K,
    payload: RequestOf<BackgroundProtocol, K>,
    sender?: Runtime.MessageSender,
  ): Promise<Result<ResponseOf<BackgroundProtocol, K>>>;
  /** `ask`, failing the test with the error when the answer is one. */
  askOk<K extends BackgroundType>(
    type: K,
    payload: RequestOf<BackgroundProtocol, K>,
    sender?: Runtime.MessageSender,
  ): Promise<ResponseOf<BackgroundProtocol, K>>;
  /** The registry the worker's handlers registered into (router.ts). */
  registry(): Promise<HandlerRegistry<BackgroundProtocol>>;
  /** History as the worker stores it (a connection of the test's own). */
  history(): Promise<History>;
  /** The secrets the worker keeps (its IndexedDB secret store), by key. */
  secrets(): Promise<Record<string, unknown>>;
  /** Resolves with the probe's first answer other than undefined or false. */
  until<T>(
    what: string,
    probe: () => Promise<T | undefined | false> | T | undefined | false,
  ): Promise<T>;
  /** Requests to the fake service on a path containing `part`. */
  requestsTo(part: string, method?: string): number;
  /** Holds requests to addresses containing `part` (see fetch-gate.ts). */
  hold(part: string): HeldRequests;
  /**
   * Stops the clock the worker reads (Date) where it is: from then on it moves only with
   * `advanceClock`, so a test can stand exactly at a cache's or a wait's edge.
   */
  freezeClock(): void;
  /** Moves the clock forward (freezing it first if needed). */
  advanceClock(ms: number): void;
  /** Moves the clock to an alarm's time and fires it. */
  fireAlarm(name: string): void;
  /** Stops the worker (its listeners go, its module state is lost) and starts a new one. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Loads the worker's modules anew over `fake`, as a browser starting the service worker. */
async function loadWorker(
  fake: FakeBrowser,
  sleep: Retry.Sleep,
  location = `${fake.origin}service-worker-loader.js`,
): Promise<void> {
  // A mocked module's factory runs once until unmocked: unmock first, so this start gets `fake`.
  vi.doUnmock('../../../../src/platform/browser.ts');
  vi.doMock('../../../../src/platform/browser.ts', () => ({ browser: fake.browser }));
  // Vite builds each of the content script's entries as one file; the worker only needs names.
  vi.doMock('../../../../src/content/content-script.ts?iife', () => ({
    default: 'src/content/content-script.js',
  }));
  vi.doMock('../../../../src/content/first-screen-script.ts?iife', () => ({
    default: 'src/content/first-screen-script.js',
  }));
  // The client's backoff between its own retries is recorded, not slept.
  vi.doUnmock('../../../../src/api/retry.ts');
  vi.doMock('../../../../src/api/retry.ts', async (importOriginal) => ({
    ...(await importOriginal<typeof Retry>()),
    realSleep: sleep,
  }));
  // The worker's global scope, where it listens for uncaught errors: a new one per start, as a
  // restarted worker has (Node has no `self`), and its address (the extension's origin).
  vi.stubGlobal('self', new EventTarget());
  vi.stubGlobal('location', new URL(location));
  vi.resetModules();
  // The hidden page, when the worker opens it: its module over the same `fake` (and mocks).
  // Each opening a new instance of the page's module (its own registry and listener).
  fake.hiddenPage.load = async (opening) => {
    const page = new URL('../../../../src/offscreen/offscreen.ts', import.meta.url).pathname;
    await import(/* @vite-ignore */ `${page}?opening=${opening}`);
  };
  await import('../../../../src/background/service-worker.ts');
}

/** Puts a secret where the worker keeps them, as an earlier session of it would have. */
async function putSecret(key: string, value: unknown): Promise<void> {
  const db = await openDB(SECRET_DB_NAME, 1, {
    upgrade: (d) => void d.createObjectStore('secrets'),
  });
  await db.put('secrets', value, key);
  db.close();
}

export async function startWorker(options: WorkerOptions = {}): Promise<TestWorker> {
  const svc = await startFakeService({ accounts: [ACCOUNT] });
  const fake = new FakeBrowser();
  const gate = new FetchGate(() => fake.log.changed());
  const exchanges: Exchange[] = [];
  const clientWaits: number[] = [];
  let clockFrozen = false;
  const packageFiles = new PackageFiles(fake.origin, gate.fetch, options.packageFiles);
  vi.stubGlobal('fetch', packageFiles.fetch);
  // A fresh, empty IndexedDB for every worker started by a test (kept across restarts).
  vi.stubGlobal('indexedDB', new IDBFactory());
  fake.grantedOrigins.add('http://127.0.0.1/*');
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    sandbox: false,
    ...options.settings,
    apiBaseUrl: svc.apiUrl,
    authBaseUrl: svc.authUrl,
  };
  await fake.local.set({ settings, ...options.storedBefore });
  if (options.policy) fake.managed.setPolicy(options.policy(svc));
  if (options.signedIn ?? true) {
    await fake.local.set({ 'account.email': ACCOUNT.email });
    await putSecret('account.apiKey', ACCOUNT.key);
  }
  const sleep: Retry.Sleep = (ms) => {
    clientWaits.push(ms);
    return Promise.resolve();
  };
  await loadWorker(fake, sleep, options.location);

  const ask: TestWorker['ask'] = async (type, payload, sender = fake.pageSender()) => {
    const reply = await fake.sendToWorker(envelope(type, payload), sender);
    exchanges.push({ type, payload, sender, reply });
    return readReply(backgroundProtocol, type, reply);
  };

  const worker: TestWorker = {
    fake,
    svc,
    exchanges,
    clientWaits,
    packageReads: packageFiles.read,
    ask,
    askOk: async (type, payload, sender) => {
      const answer = await ask(type, payload, sender);
      if (!answer.ok) throw new Error(`${type}: ${answer.error.kind}: ${answer.error.message}`);
      return answer.value;
    },
    registry: async () => (await import('../../../../src/background/handlers/router.ts')).registry,
    history: async () => new History(await openHistory()),
    secrets: async () => {
      const db = await openDB(SECRET_DB_NAME);
      try {
        // Never opened by the worker: nothing kept.
        if (!db.objectStoreNames.contains('secrets')) return {};
        const keys = await db.getAllKeys('secrets');
        const values = await db.getAll('secrets');
        return Object.fromEntries(keys.map((key, i) => [key as string, values[i]]));
      } finally {
        db.close();
      }
    },
    until: (what, probe) => until(fake, what, probe),
    requestsTo: (part, method) =>
      svc.control.requests.filter(
        (r) => r.path.includes(part) && (method === undefined || r.method === method),
      ).length,
    hold: (part) => gate.hold(part),
    freezeClock: () => {
      if (clockFrozen) return;
      // Only Date: timers stay real, so HTTP, timeouts and `until` work as ever.
      vi.useFakeTimers({ toFake: ['Date'] });
      clockFrozen = true;
    },
    advanceClock: (ms) => {
      worker.freezeClock();
      vi.setSystemTime(Date.now() + ms);
    },
    fireAlarm: (name) => {
      const alarm = fake.alarms.scheduled(name);
      if (alarm && alarm.scheduledTime > Date.now()) {
        worker.advanceClock(alarm.scheduledTime - Date.now());
      }
      fake.alarms.fire(name);
    },
    restart: async () => {
      fake.stopWorker();
      await loadWorker(fake, sleep);
    },
    close: async () => {
      fake.stopWorker();
      gate.close();
      await svc.close();
      if (clockFrozen) vi.useRealTimers();
      vi.unstubAllGlobals();
    },
  };
  return worker;
}

/** Patience for one condition; the machine may be slow and loaded, so it is generous. */
const UNTIL_TIMEOUT_MS = 20_000;

function until<T>(
  fake: FakeBrowser,
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let busy = false;
    let again = false;
    let settled = false;
    const finish = (): void => {
      settled = true;
      stopWatching();
      clearTimeout(timer);
    };
    const check = async (): Promise<void> => {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        do {
          again = false;
          const found = await probe();
          if (settled) return;
          if (found !== undefined && found !== false) {
            finish();
            resolve(found);
            return;
          }
        } while (again);
      } catch (error) {
        finish();
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        busy = false;
      }
    };
    const stopWatching = fake.log.watch(() => void check());
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`Gave up waiting for ${what}.`));
    }, UNTIL_TIMEOUT_MS);
    void check();
  });
}
