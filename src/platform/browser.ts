/**
 * The one module that touches the WebExtension API. Everything else imports `browser` from here,
 * so unit tests replace a single module and the rest of the code stays portable.
 */
import browser from 'webextension-polyfill';

export { browser };
export type { Runtime, Tabs, Menus, Storage, Scripting } from 'webextension-polyfill';
