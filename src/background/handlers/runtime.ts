import { browser } from '../../platform/browser.ts';
import { ok } from '../../core/errors.ts';
import { registry } from './router.ts';

/** When this instance of the background started: modules are evaluated once per start. */
const startedAt = Date.now();

registry.register('runtime/ping', () =>
  Promise.resolve(ok({ version: browser.runtime.getManifest().version, startedAt })),
);
