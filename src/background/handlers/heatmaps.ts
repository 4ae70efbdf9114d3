import { ok } from '../../core/errors.ts';
import { lookForHeatmap, requestHeatmap } from '../heatmap/heatmap-follower.ts';
import { registry } from './router.ts';

registry.register('images/request-heatmap', async ({ id }) => {
  const check = await requestHeatmap(id);
  return check.ok ? ok({ check: check.value }) : check;
});

registry.register('images/follow-heatmap', async ({ id, waitSeconds }) => {
  const check = await lookForHeatmap(id, waitSeconds);
  return ok({ check: check ?? null });
});
