import { appError, err, ok } from '../../core/errors.ts';
import { keepMarksChanged } from '../text/marks-changed.ts';
import { log } from '../stores/worker-log.ts';
import { registry } from './router.ts';

/** A page changed the marks painted on it: its content script says so, for the tab it is in. */
registry.register('marks/changed', async ({ textId, found }, sender) => {
  if (sender.tabId === undefined) return err(appError('forbidden', 'Only a tab can say this.'));
  log.warn('marks', `the page in tab ${sender.tabId} changed the marks: ${found.join(', ')}`);
  return ok({ kept: await keepMarksChanged(sender.tabId, textId) });
});
