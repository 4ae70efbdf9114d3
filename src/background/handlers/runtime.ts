import { browser } from '../../platform/browser.ts';
import { ok } from '../../core/errors.ts';
import { registry } from '../router.ts';

registry.register('runtime/ping', () =>
  Promise.resolve(ok({ version: browser.runtime.getManifest().version })),
);
