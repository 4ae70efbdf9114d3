/**
 * The WebExtension API as the extension's pages find it, put in place of webextension-polyfill
 * for the popup's and the settings page's code at build time (build/native-browser.ts): Firefox
 * gives pages `browser` (the polyfill hands back that very object), and Chromium's Manifest V3
 * `chrome` answers every call our pages make with a promise, so the polyfill's 10 KB (3 KB
 * gzipped, a tenth of the popup's first paint) wrap nothing there. The worker and the content
 * script keep the polyfill: they listen for messages, where it adds answering with a promise.
 */
import type Browser from 'webextension-polyfill';

const api = globalThis as unknown as { browser?: typeof Browser; chrome: typeof Browser };

export default api.browser ?? api.chrome;
