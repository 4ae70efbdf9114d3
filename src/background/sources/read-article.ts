import { appError, err, type Result } from '../../core/errors.ts';
import type { ArticleOutline } from '../../shared/messages/article.ts';
import { askHiddenPage } from '../../platform/offscreen.ts';
import { log } from '../stores/worker-log.ts';
import { withHiddenPage } from './hidden-page.ts';

/**
 * Readability's outline of a page's HTML (what a reader cannot see already taken out), read in
 * the hidden page: the worker has no DOM, and the page's own thread is spared the parse.
 */
export async function readArticle(
  html: string,
  tabId: number | undefined,
): Promise<Result<ArticleOutline | undefined>> {
  const started = performance.now();
  let read: Result<{ outline?: ArticleOutline | undefined }>;
  try {
    read = await withHiddenPage(() => askHiddenPage('offscreen/outline-article', { html }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    read = err(appError('internal', `The article reader could not start: ${message}`));
  }
  if (!read.ok) {
    log.warn(
      'article',
      `tab ${tabId}: the hidden page could not read the article; the page reads it itself`,
      read.error,
    );
    return read;
  }
  const kept = read.value.outline?.pieces.length ?? 0;
  const ms = Math.round(performance.now() - started);
  log.info(
    'article',
    `tab ${tabId}: ${html.length} characters of HTML read in the hidden page in ${ms} ms (${kept} text nodes kept)`,
  );
  return { ok: true, value: read.value.outline };
}
