import type { Result } from '../../core/errors.ts';
import { MAX_ARTICLE_HTML } from '../../shared/messages/article.ts';
import { type ArticleOutline } from '../../shared/text/article-outline-schema.ts';
import { outlineArticle } from '../../shared/text/article-outline.ts';
import { textNodes } from '../../shared/text/text-nodes.ts';
import { TextMapBuilder } from '../../shared/text/text-map-builder.ts';
import type { TextMap } from '../../shared/text/text-map.ts';
import type { ARTICLE_READERS } from '../../shared/messages/text.ts';
import type { TextLayout } from '../../shared/text/text-layout.ts';
import { ArticleCopy, isShownText } from './article-copy.ts';
import { alignOutline, allFound, outlineMap, type AlignedOutline } from './outline-map.ts';
import { walkText } from './text-walk.ts';
import { log } from '../page/content-log.ts';
import { PageSlices } from './page-slices.ts';
import { pageHtml, type PageHtml } from './page-html.ts';
import { LayoutAnswers } from './ask-layout.ts';
import { hasShadowTrees } from '../page/composed-tree.ts';

/** Where Readability read the article. */
type ArticleReader = (typeof ARTICLE_READERS)[number];

/** A page's readable text, with the map to the page. */
export type PageText = TextMap & {
  title: string;
  articleReadIn?: ArticleReader;
  /**
   * Characters no reader can see, left out of what was read: a big page's article read as it
   * stands, those in the article (what is outside it was never to be read); else all the page
   * hides, as the whole page is read without them.
   */
  unseenChars: number;
};

/** Readability somewhere off the page's thread (a hidden page of ours). */
export interface ReaderElsewhere {
  /** Makes it ready (opens the hidden page), as soon as the page is known to be big. */
  open(): Promise<Result<unknown>>;
  /** The outline of a page's HTML; undefined when it is not an article. */
  read(html: string): Promise<Result<ArticleOutline | undefined>>;
}

/**
 * Pages of fewer text nodes are read by Readability in the page, in one task: on pages built the
 * way sites build them it takes some 12 µs a text node (the long read's plain paragraphs, 5 µs),
 * so about 12 ms here; from 2,000 nodes it was 25-55 ms, close to a long task. Below this, the
 * hidden page's round trip would cost the reader more than it saves the page. Text a reader
 * cannot see is out of that copy, however much of it a page hides.
 */
const ELSEWHERE_FROM_TEXTS = 1_000;

export interface PageTextOptions {
  slices?: PageSlices;
  /** Where Readability runs when not in the page; the page's own thread when absent or failing. */
  elsewhere?: ReaderElsewhere | undefined;
  /** From how many text nodes Readability runs `elsewhere` (ELSEWHERE_FROM_TEXTS). */
  elsewhereFrom?: number;
}

/**
 * The readable text of the page (the article, without menus and footers), with a map to the live
 * DOM. Readability works on a copy, so the page is never touched, and never scores text a reader
 * cannot see. Readability may re-create its copy from HTML (it does when a first pass finds too
 * little), so its text nodes are traced back to the page by identity where it kept them and by
 * their text where it did not. Shadow trees (open, and closed through the extension's own API)
 * are read where they are shown.
 *
 * The page never waits long on us: the layout questions (is this text seen?) are asked in slices
 * that give it its thread back, and Readability, which cannot be cut, runs `elsewhere` on a big
 * page's copy, as HTML, at the same time. When text a reader cannot see turns out to be part of
 * what it chose, it is asked again with that text taken out, as if it had never been there.
 */
export async function readPageText(
  doc: Document,
  layout: TextLayout,
  {
    slices = new PageSlices(),
    elsewhere,
    elsewhereFrom = ELSEWHERE_FROM_TEXTS,
  }: PageTextOptions = {},
): Promise<PageText> {
  // A big page (shadow trees aside, which only a copy flattens) sends its HTML as it stands.
  if (elsewhere && !hasShadowTrees(doc)) {
    const live = textNodes(doc);
    if (live.length >= elsewhereFrom) return readBigPage(doc, layout, slices, elsewhere, live);
  }
  return readFromCopy(doc, layout, slices, elsewhere, elsewhereFrom);
}

/**
 * A big page: its HTML goes to the reader elsewhere first, as it stands, so Readability runs
 * there while the page is asked what a reader sees; once its article is in, only the article's
 * text is asked (on a news page with comments, a fraction), and the article is traced to the page.
 * The copy is made only when that HTML cannot be used: hidden text made it into the article, or
 * it parsed into other text nodes.
 */
async function readBigPage(
  doc: Document,
  layout: TextLayout,
  slices: PageSlices,
  elsewhere: ReaderElsewhere,
  live: Text[],
): Promise<PageText> {
  const reader = ready(elsewhere);
  // The HTML in a task of its own (some 10-20 ms on a big page): the first one stays short.
  await slices.next();
  const html = pageHtml(doc, live);
  const { liveData } = html;
  const sent =
    html.html.length <= MAX_ARTICLE_HTML ? { ...html, reply: reader.read(html.html) } : undefined;
  const { from, to } = inBody(live, doc.body);
  const answers = new LayoutAnswers(
    live,
    (i) => i >= from && i < to && isShownText(live[i]!),
    liveData,
    layout,
  );
  // Once Readability's article is in, only its nodes are asked: the rest is not read.
  let wanted: Uint8Array | undefined;
  void sent?.reply.then((read) => (wanted = articleNodes(read, sent, live.length)));
  await answers.ask(slices, () => wanted);
  const asSent = sent && (await articleAsSent(await sent.reply, sent, answers, liveData, slices));
  if (asSent) {
    return pageTextOf(doc, layout, slices, asSent.article, live, asSent.unseenChars);
  }
  // Read anew: every node is asked, and all a reader cannot see is left out.
  await answers.ask(slices);
  await slices.next();
  const copy = new ArticleCopy(doc);
  const same = copy.live.length === live.length && copy.live.every((node, i) => node === live[i]);
  // The page's answers are kept: asked again, the nodes the page added since are answered.
  const copyHidden = same
    ? answers.hidden
    : (await askLayout(copy.live, (i) => copy.isAsked(i), copy.liveData, layout, slices)).hidden;
  const article = await readArticle(copy, copyHidden, undefined, slices, reader, true);
  return pageTextOf(doc, layout, slices, article, copy.live, answers.unseenChars());
}

/**
 * The live nodes (1 for each) of the article Readability read elsewhere, when its outline is of
 * the HTML sent: the nodes it kept, each piece's.
 */
function articleNodes(
  read: Result<ArticleOutline | undefined>,
  sent: PageHtml,
  count: number,
): Uint8Array | undefined {
  if (!read.ok || !read.value || !sameHtml(read.value, sent)) return undefined;
  const nodes = new Uint8Array(count);
  for (const at of read.value.pieces) {
    for (const i of at >= 0 ? (sent.groups[at] ?? []) : []) nodes[i] = 1;
  }
  return nodes;
}

/** Whether an outline's indices are those of the text nodes of the HTML sent. */
const sameHtml = (outline: ArticleOutline, sent: PageHtml): boolean =>
  outline.texts === sent.groups.length && outline.chars === sent.chars;

/**
 * Where the body's text nodes are among the page's (in document order, with no shadow trees,
 * they follow one another): `contains` asked of each node cost a tenth of the visibility pass
 * on a deep page.
 */
function inBody(live: readonly Text[], body: HTMLElement | null): { from: number; to: number } {
  if (!body) return { from: 0, to: 0 };
  let from = 0;
  while (from < live.length && !body.contains(live[from]!)) from++;
  let to = live.length;
  while (to > from && !body.contains(live[to - 1]!)) to--;
  return { from, to };
}

/** The page's text from the article (read from `live`), or its whole body when there is none. */
async function pageTextOf(
  doc: Document,
  layout: TextLayout,
  slices: PageSlices,
  article: ReadArticle | undefined,
  live: readonly Text[],
  unseenChars: number,
): Promise<PageText> {
  if (article) {
    const map = await outlineMap(article, live, layout, slices);
    if (map.text.trim().length > 0) {
      return {
        ...map,
        title: article.outline.title || doc.title,
        articleReadIn: article.readIn,
        unseenChars,
      };
    }
  }
  // Not an article (an app, a list): everything shown in the body (each node asked above).
  const builder = new TextMapBuilder();
  walkText(doc.body ?? doc.documentElement, builder, { layout });
  return { ...builder.build(), title: doc.title, unseenChars };
}

/**
 * Asks the layout, in slices, whether a reader sees each live node that may be seen at all;
 * counts what the page draws where no reader can see it.
 */
async function askLayout(
  live: readonly Text[],
  asked: (i: number) => boolean,
  liveData: readonly string[],
  layout: TextLayout,
  slices: PageSlices,
): Promise<{ hidden: Uint8Array; unseenChars: number }> {
  const answers = new LayoutAnswers(live, asked, liveData, layout);
  await answers.ask(slices);
  return { hidden: answers.hidden, unseenChars: answers.unseenChars() };
}

/**
 * The article Readability read elsewhere on the page's HTML as it stands, traced to the page, and
 * the characters left out of it; `article` undefined when it found none. Undefined when it cannot
 * be used: not read, parsed into other text nodes, or touched by what a reader cannot see.
 *
 * Only the article's nodes need be asked (what is not read is neither scored nor sent): those it
 * kept, and those its made nodes are found in. Left out is what a reader cannot see there. When
 * a made node is found in hidden text, or not found, every node is asked and it is judged as if
 * all had been asked from the start.
 */
async function articleAsSent(
  read: Result<ArticleOutline | undefined>,
  sent: PageHtml,
  answers: LayoutAnswers,
  liveData: readonly string[],
  slices: PageSlices,
): Promise<{ article: ReadArticle | undefined; unseenChars: number } | undefined> {
  if (!read.ok) {
    log.info(
      'page-text',
      'the page could not be read out of the page; its copy is read',
      read.error,
    );
    return undefined;
  }
  const outline = read.value;
  if (outline && !sameHtml(outline, sent)) {
    log.info(
      'page-text',
      'the page’s HTML parsed elsewhere differs from the page; its copy is read',
    );
    return undefined;
  }
  const { groups } = sent;
  const inArticle = outline && articleNodes(read, sent, liveData.length);
  if (outline && inArticle) {
    // Hidden text in the article: it is read anew without it.
    if (inArticle.some((n, i) => n === 1 && answers.hidden[i] === 1)) return undefined;
    const article = fromGroups(outline, groups, seenData(liveData, answers.hidden));
    const traced = tracedNodes(article);
    answers.askNow(traced);
    if (allFound(article) && !traced.some((i) => answers.hidden[i] === 1)) {
      for (const i of traced) inArticle[i] = 1;
      return {
        article: { ...article, readIn: HIDDEN },
        unseenChars: answers.unseenChars(inArticle),
      };
    }
  }
  // The whole page then, as a reader sees it.
  await answers.ask(slices);
  const anyHidden = answers.anyHidden();
  const unseenChars = answers.unseenChars();
  // No article, with hidden text: it may have hidden it; asked again without.
  if (!outline) return anyHidden ? undefined : { article: undefined, unseenChars };
  if (!anyHidden) {
    return { article: { ...fromGroups(outline, groups, liveData), readIn: HIDDEN }, unseenChars };
  }
  if (outline.pieces.some((at) => at >= 0 && groups[at]!.some((i) => answers.hidden[i] === 1))) {
    return undefined;
  }
  // Nothing hidden in the article: made nodes must be found in text a reader sees.
  const article = fromGroups(outline, groups, seenData(liveData, answers.hidden));
  return allFound(article) ? { article: { ...article, readIn: HIDDEN }, unseenChars } : undefined;
}

/** The live nodes' text, with what a reader cannot see (of what was asked) taken out. */
const seenData = (liveData: readonly string[], hidden: Uint8Array): string[] =>
  liveData.map((data, i) => (hidden[i] ? '' : data));

/** The live nodes an article's pieces were traced to. */
const tracedNodes = ({ aligned }: AlignedOutline): number[] => [
  ...new Set(aligned.flatMap((runs) => runs.map((run) => run.node))),
];

/** An outline of the page's HTML, traced to the live nodes of each of its text nodes. */
function fromGroups(
  outline: ArticleOutline,
  groups: readonly number[][],
  liveData: readonly string[],
): AlignedOutline {
  const dataAt = (at: number): string => {
    const group = groups[at];
    if (!group) return '';
    return group.length === 1 ? liveData[group[0]!]! : group.map((i) => liveData[i]).join('');
  };
  // A text node of several live ones is found by its text, across them.
  const keptLive = groups.map((group) => (group.length === 1 ? group[0] : undefined));
  return alignOutline(outline, { keptLive, dataAt }, liveData);
}

/** The page read from a copy: small pages (read here), and pages with shadow trees. */
async function readFromCopy(
  doc: Document,
  layout: TextLayout,
  slices: PageSlices,
  elsewhere: ReaderElsewhere | undefined,
  elsewhereFrom: number,
): Promise<PageText> {
  // The copy, readied and sent in tasks of their own: each is some 10-20 ms on a big page. The
  // reader elsewhere is got ready meanwhile.
  const copy = new ArticleCopy(doc);
  const reader = elsewhere && copy.live.length >= elsewhereFrom ? ready(elsewhere) : undefined;
  await slices.pause();
  copy.prepare();
  if (reader) await slices.pause();
  const early = reader && sendElsewhere(copy, reader);
  const { hidden, unseenChars } = await askLayout(
    copy.live,
    (i) => copy.isAsked(i),
    copy.liveData,
    layout,
    slices,
  );
  const article = await readArticle(copy, hidden, early, slices, reader);
  return pageTextOf(doc, layout, slices, article, copy.live, unseenChars);
}

type ReadArticle = AlignedOutline & { readIn: ArticleReader };

const HIDDEN: ArticleReader = 'hidden-page';

/** The copy's HTML on its way elsewhere, and the copy's text nodes as they were when sent. */
interface Sent {
  keptLive: number[];
  chars: number;
  reply: Promise<Result<ArticleOutline | undefined>>;
}

/** A reader elsewhere being got ready: `read` waits for it. */
interface ReadyReader {
  read(html: string): Promise<Result<ArticleOutline | undefined>>;
}

function ready(elsewhere: ReaderElsewhere): ReadyReader {
  const opened = elsewhere.open();
  return {
    read: async (html) => {
      const open = await opened;
      return open.ok ? elsewhere.read(html) : open;
    },
  };
}

function sendElsewhere(copy: ArticleCopy, reader: ReadyReader): Sent | undefined {
  const html = copy.html();
  if (html.length > MAX_ARTICLE_HTML) return undefined;
  return { keptLive: [...copy.keptLive], chars: copy.chars, reply: reader.read(html) };
}

/** Whether an outline's indices are those of the copy's text nodes. */
const sameTexts = (outline: ArticleOutline, sent: { keptLive: number[]; chars: number }): boolean =>
  outline.texts === sent.keptLive.length && outline.chars === sent.chars;

/**
 * Readability's article, traced to the page: the one read elsewhere on the copy as first sent,
 * when what a reader cannot see played no part in it; else the copy without that text, read
 * elsewhere again or here (in a task of its own) when it cannot be read elsewhere.
 */
async function readArticle(
  copy: ArticleCopy,
  /** 1 for each live node a reader cannot see. */
  hidden: Uint8Array,
  early: Sent | undefined,
  slices: PageSlices,
  reader: ReadyReader | undefined,
  /** Whether the copy without hidden text may be read elsewhere. */
  elsewhereAgain = early !== undefined,
): Promise<ReadArticle | undefined> {
  let tryElsewhere = elsewhereAgain;
  if (early) {
    const read = await early.reply;
    if (!read.ok) {
      log.info('page-text', 'the article could not be read out of the page; read here', read.error);
      tryElsewhere = false;
    } else if (read.value && !sameTexts(read.value, early)) {
      log.info('page-text', 'the HTML parsed out of the page differs from the page; read here');
      tryElsewhere = false;
    } else if (!hidden.includes(1)) {
      // Nothing hidden: the copy sent is the copy Readability should read.
      return read.value && { ...traced(read.value, early.keptLive, copy.liveData), readIn: HIDDEN };
    } else if (
      read.value &&
      !read.value.pieces.some((at) => at >= 0 && hidden[early.keptLive[at]!])
    ) {
      // Nothing hidden in the article: made nodes must be found in text a reader sees.
      const seen = copy.liveData.map((data, i) => (hidden[i] ? '' : data));
      const article = traced(read.value, early.keptLive, seen);
      if (allFound(article)) return { ...article, readIn: HIDDEN };
    }
  }
  copy.takeOut(hidden);
  if (tryElsewhere && reader) {
    await slices.pause();
    const again = sendElsewhere(copy, reader);
    const read = again && (await again.reply);
    if (again && read?.ok && (!read.value || sameTexts(read.value, again))) {
      return read.value && { ...traced(read.value, again.keptLive, copy.liveData), readIn: HIDDEN };
    }
  }
  // Short on the small pages read here; a long task only when a big page could not be read
  // elsewhere, begun in a task of its own then.
  await (reader ? slices.next() : slices.pause());
  const texts = textNodes(copy.clone);
  const outline = outlineArticle(copy.clone, (error) =>
    log.info('page-text', 'Readability failed; the whole page is read instead', error),
  );
  if (!outline) return undefined;
  const trusted = sameTexts(outline, copy);
  const source = {
    keptLive: trusted ? copy.keptLive : undefined,
    dataAt: (at: number) => texts[at]?.data ?? '',
  };
  return { ...alignOutline(outline, source, copy.liveData), readIn: 'page' };
}

/** An outline read from the copy whose text nodes are the live nodes `keptLive`. */
function traced(
  outline: ArticleOutline,
  keptLive: number[],
  liveData: readonly string[],
): AlignedOutline {
  return alignOutline(
    outline,
    { keptLive, dataAt: (at) => liveData[keptLive[at]!] ?? '' },
    liveData,
  );
}
