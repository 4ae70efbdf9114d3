import { browser } from '../../platform/browser.ts';
import { ok } from '../../core/errors.ts';
import { clearLog, keepPageEntry, readLog } from '../stores/worker-log.ts';
import { registry } from './router.ts';

registry.register('log/append', ({ entry }) => {
  keepPageEntry(entry);
  return Promise.resolve(ok({}));
});

registry.register('log/get', async () =>
  ok({ entries: await readLog(), version: browser.runtime.getManifest().version }),
);

registry.register('log/clear', async () => {
  await clearLog();
  return ok({});
});
