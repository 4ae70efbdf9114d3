import { ok } from '../../core/errors.ts';
import { readArticle } from '../sources/read-article.ts';
import { registry } from './router.ts';

/** A content script reading its page's text has Readability run on it off the page's thread. */
registry.register('article/outline', async ({ html }, sender) => {
  const read = await readArticle(html, sender.tabId);
  return read.ok ? ok({ outline: read.value }) : read;
});
