import { openArticleReader } from '../sources/article-reader.ts';
import { registry } from './router.ts';

/** A content script with a big page to read opens the hidden page, to send it the HTML itself. */
registry.register('article/open-reader', (_request, sender) => openArticleReader(sender.tabId));
