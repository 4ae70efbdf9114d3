import { markLayerCleared } from '../engine/cleared-marks.ts';
import { appError, err, ok } from '../../core/errors.ts';
import { keepMarksChanged } from '../text/marks-changed.ts';
import { unstyleDocument } from '../text/paint-text-marks.ts';
import { log } from '../stores/worker-log.ts';
import { registry } from './router.ts';

/**
 * A page changed the marks painted on it, or kept at it until they were taken off: its content
 * script says so, for the tab it is in.
 */
registry.register('marks/changed', async ({ textId, found, removed }, sender) => {
  if (sender.tabId === undefined) return err(appError('forbidden', 'Only a tab can say this.'));
  const what = removed ? 'fought the marks (taken off)' : 'changed the marks';
  log.warn('marks', `the page in tab ${sender.tabId} ${what}: ${found.join(', ')}`);
  if (removed) await unstyleDocument({ tabId: sender.tabId, frameId: sender.frameId ?? 0 });
  return ok({ kept: await keepMarksChanged(sender.tabId, textId, removed === true) });
});

/** The user cleared a layer with the page's legend: keep it off the tab's page. */
registry.register('marks/cleared', async ({ layer }, sender) => {
  if (sender.tabId === undefined) return err(appError('forbidden', 'Only a tab can say this.'));
  await markLayerCleared(sender.tabId, layer);
  return ok({});
});
