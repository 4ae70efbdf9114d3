/**
 * Writes the big pages of the real-world text corpus (test/e2e/pages/corpus/big-*.html), built
 * the way the web builds them: a news story with its site's navigation, advertisements, a
 * related-stories rail and a long comment thread; a documentation page with a sidebar tree, code
 * and tables; a forum thread of many posts with signatures and quotes; a wiki-like article with
 * an infobox, hatnotes, references and navigation boxes. Each has what sites hide (a closed
 * menu, a cookie notice, screen-reader text). The words are made here from short word lists by a
 * seeded generator: no copied text, and the same pages every run.
 *
 *   npx tsx scripts/corpus-pages.ts
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bigDocs, bigForum, bigNews, bigWiki } from './corpus/big-pages.ts';

const CORPUS = resolve(import.meta.dirname, '../test/e2e/pages/corpus');

const pages: Record<string, string> = {
  'big-news.html': bigNews(),
  'big-docs.html': bigDocs(),
  'big-forum.html': bigForum(),
  'big-wiki.html': bigWiki(),
};
for (const [name, html] of Object.entries(pages)) {
  writeFileSync(resolve(CORPUS, name), html);
  console.log(`${name}: ${(html.length / 1024).toFixed(0)} KB`);
}
