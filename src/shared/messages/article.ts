import * as v from 'valibot';
import { defineProtocol } from './define.ts';

/**
 * Characters of a page's HTML handed over to be read out of the page's thread. Past this, the
 * content script reads it itself (messages this large would cost more than they save).
 */
export const MAX_ARTICLE_HTML = 16 * 1024 * 1024;

/** A page's HTML as the copy Readability reads: scripts and styles out (article-copy.ts). */
export const ArticleHtmlSchema = v.object({
  html: v.pipe(v.string(), v.maxLength(MAX_ARTICLE_HTML)),
});

export const articleProtocol = defineProtocol({
  /**
   * From the content script of a big page: open the hidden page, where Readability reads the
   * page's HTML off the page's thread. The script then sends it `offscreen/outline-article`.
   */
  'article/open-reader': {
    request: v.object({}),
    response: v.object({}),
    from: ['content-script'],
  },
});
