import { summarizeCheck } from '../../shared/checks/check-summary.ts';
import { ok } from '../../core/errors.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { registry } from './router.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';

registry.register('history/recent', async ({ limit }) => {
  const checks = await (await openHistoryStore()).recent(limit);
  const t = await workerTranslator();
  return ok({ checks: checks.map((check) => summarizeCheck(check, t)) });
});

registry.register('history/clear', async () =>
  ok({ removed: await (await openHistoryStore()).clearFinished() }),
);
