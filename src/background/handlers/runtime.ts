import { browser } from '../../shared/browser.ts';
import { ok } from '../../shared/errors.ts';
import { registry } from '../router.ts';

registry.register('runtime/ping', () =>
  Promise.resolve(ok({ version: browser.runtime.getManifest().version })),
);
