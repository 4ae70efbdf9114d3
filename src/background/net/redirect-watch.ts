/**
 * Where a redirect of the worker's own request points. An extension's fetch with
 * `redirect: 'manual'` gets an opaque answer (no status, no Location) in Chromium and Firefox;
 * the browser's webRequest record of the same request has it, in its response headers (Firefox
 * reports no onBeforeRedirect for a redirect that is not followed). The listener lives only while
 * one of our requests is out, so the worker is not woken by every request the browser makes.
 */
import { browser } from '../../platform/browser.ts';

export interface RedirectWatch {
  /** The redirect's target, once the browser reported it; undefined if it never does. */
  location: (signal?: AbortSignal) => Promise<string | undefined>;
  stop: () => void;
}

/** Long enough for a busy browser to deliver the event; short enough to say so when it cannot. */
const PATIENCE_MS = 15_000;

interface RequestDetails {
  url: string;
  tabId: number;
  initiator?: string;
  originUrl?: string;
  statusCode?: number;
  responseHeaders?: { name: string; value?: string }[];
}

/** The statuses that send a request elsewhere, by their Location header. */
export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const withoutHash = (url: string): string => url.split('#')[0] ?? url;

/** The redirect's target in the response headers of one of the browser's request records. */
function locationIn(details: RequestDetails): string | undefined {
  if (!REDIRECT_STATUSES.has(details.statusCode ?? 0)) return undefined;
  const header = details.responseHeaders?.find((h) => h.name.toLowerCase() === 'location');
  const value = header?.value;
  return value !== undefined && URL.canParse(value, details.url)
    ? new URL(value, details.url).href
    : undefined;
}

export function watchRedirect(url: string): RedirectWatch {
  const events = browser.webRequest?.onHeadersReceived;
  if (!events) return { location: () => Promise.resolve(undefined), stop: () => undefined };
  const ours = new URL(browser.runtime.getURL('')).origin;
  const wanted = withoutHash(url);
  let found: string | undefined;
  let wake: (() => void) | undefined;
  const listener = (details: RequestDetails): void => {
    const from = details.initiator ?? (details.originUrl && new URL(details.originUrl).origin);
    // A tab's own request for the same address (the viewer loading the PDF) is not ours.
    if (details.tabId !== -1 || from !== ours || withoutHash(details.url) !== wanted) return;
    found = locationIn(details) ?? found;
    if (found !== undefined) wake?.();
  };
  events.addListener(listener, { urls: ['<all_urls>'] }, ['responseHeaders']);
  return {
    stop: () => events.removeListener(listener),
    location: async (signal) =>
      found ??
      // The browser reports only requests to sites the extension may read: without that
      // access no report is coming, so there is nothing to wait for.
      ((await mayRead(url))
        ? new Promise((done) => {
            if (found !== undefined) return done(found);
            const timer = setTimeout(end, PATIENCE_MS);
            function end(): void {
              clearTimeout(timer);
              signal?.removeEventListener('abort', end);
              done(found);
            }
            wake = end;
            signal?.addEventListener('abort', end);
          })
        : undefined),
  };
}

async function mayRead(url: string): Promise<boolean> {
  const { protocol, hostname } = new URL(url);
  // A pattern without a port covers every port of the host.
  return browser.permissions
    .contains({ origins: [`${protocol}//${hostname}/*`] })
    .catch(() => false);
}
