import { appError, err, ok, type Result } from '../../core/errors.ts';
import { log } from '../stores/worker-log.ts';
import { withHiddenPage } from './hidden-page.ts';

/**
 * Opens the hidden page for a content script that has a big page's article to read there, off
 * the page's thread. The script sends it the HTML itself; the page stays open a while after.
 */
export async function openArticleReader(tabId: number | undefined): Promise<Result<object>> {
  const started = performance.now();
  try {
    await withHiddenPage(() => Promise.resolve());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn('article', `tab ${tabId}: the hidden page did not open; the page reads itself`, {
      message,
    });
    return err(appError('internal', `The article reader could not start: ${message}`));
  }
  const ms = Math.round(performance.now() - started);
  log.info('article', `tab ${tabId}: the hidden page is ready to read its article (${ms} ms)`);
  return ok({});
}
