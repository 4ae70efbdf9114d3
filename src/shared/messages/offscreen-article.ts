import { defineProtocol } from './define.ts';
import { OUTLINE_ARTICLE } from './offscreen.ts';
import { ArticleHtmlSchema } from './article.ts';
import { ArticleOutlineSchema } from '../text/article-outline-schema.ts';
import * as v from 'valibot';

/**
 * The content script's message to the hidden page, kept apart from the worker's (offscreen.ts):
 * the worker neither sends nor answers it, so its schemas do not ride in the worker's wake code.
 */
export const outlineProtocol = defineProtocol({
  /**
   * Readability on a page's HTML, parsed here. Sent by the page's content script itself once
   * `article/open-reader` opened this page: the HTML is carried once, not through the worker.
   */
  [OUTLINE_ARTICLE]: {
    request: ArticleHtmlSchema,
    response: v.object({ outline: v.optional(ArticleOutlineSchema) }),
    from: ['content-script'],
  },
});
