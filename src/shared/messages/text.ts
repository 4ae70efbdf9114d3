import * as v from 'valibot';
import { LeftOutSchema } from '../text-checks/left-out.ts';

/**
 * The words our marks' legend and phrases show on the page, in the extension's language (the
 * worker holds the catalogues; content scripts carry none).
 */
export const PageWordsSchema = v.object({
  lang: v.pipe(v.string(), v.maxLength(20)),
  dir: v.picklist(['ltr', 'rtl']),
  legend: v.string(),
  clear: v.string(),
  /** Each layer's clear button, when both layers show (one says `clear`). */
  clearLayer: v.object({ check: v.string(), scan: v.string() }),
  changed: v.string(),
  /** Said when the page kept interfering, so the marks were taken off. */
  removed: v.string(),
  phrase: v.string(),
  /** Each highlight kind's name in the legend. */
  kinds: v.record(v.string(), v.string()),
});
export type PageWords = v.InferOutput<typeof PageWordsSchema>;

/** The words of the small button over an image we draw on (a mask, heatmap or objects). */
export const OverlayWordsSchema = v.object({
  lang: v.pipe(v.string(), v.maxLength(20)),
  dir: v.picklist(['ltr', 'rtl']),
  /** The button's text while the overlay shows, and while it is hidden. */
  hide: v.pipe(v.string(), v.maxLength(100)),
  show: v.pipe(v.string(), v.maxLength(100)),
  /** The button's tooltip: what the overlay shows. */
  title: v.pipe(v.string(), v.maxLength(300)),
});
export type OverlayWords = v.InferOutput<typeof OverlayWordsSchema>;

/** Text read by the content script; `textId` names its DOM map, kept in the page for highlights. */
/** Where Readability read a whole page's article: in the page, or in the worker's hidden page. */
export const ARTICLE_READERS = ['page', 'hidden-page'] as const;

export const ReadTextSchema = v.object({
  textId: v.string(),
  text: v.string(),
  mappable: v.boolean(),
  url: v.string(),
  title: v.string(),
  /** Where the article was read; absent for a selection, or a page that is no article. */
  articleReadIn: v.optional(v.picklist(ARTICLE_READERS)),
  /** Text read past and not sent (none: absent). */
  leftOut: v.optional(v.array(LeftOutSchema)),
});
export type ReadTextReply = v.InferOutput<typeof ReadTextSchema>;
