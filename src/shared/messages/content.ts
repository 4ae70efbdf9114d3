import * as v from 'valibot';
import { MAX_OBJECTS } from '../checks/check-settings.ts';
import {
  HIGHLIGHT_TOKEN,
  HighlightSpanSchema,
  MARK_LAYERS,
  layerOfKind,
} from '../text-checks/highlight-names.ts';
import { DocExportReplySchema } from '../google-docs/doc-export.ts';
import { DOC_EXPORT_PATH } from '../google-docs/google-doc.ts';
import { defineProtocol } from './define.ts';
import { VideoFindingsSchema } from '../video/video-findings.ts';
import { VideoTargetSchema } from '../video/video-target.ts';
import { VideoTimelineWordsSchema } from '../video/video-words.ts';
import { PageImagesSchema } from './images.ts';
import { DocumentLinksSchema } from '../documents/document-links.ts';
import { contentFirstScreenProtocol } from './content-first-screen.ts';
import { OverlayWordsSchema, PageWordsSchema, ReadTextSchema } from './text.ts';
import { HighlightReplySchema } from '../text-checks/paint-report.ts';
import { TEXT_SOURCES } from '../text/text-source.ts';

const Side = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * Where an overlay goes: the image's address, the size of what is drawn (the mask's or the
 * heatmap's own), and the image's own size (for CSS backgrounds); and its button's words.
 */
const OverlayTarget = {
  src: v.string(),
  width: Side,
  height: Side,
  naturalWidth: Side,
  naturalHeight: Side,
  /** The words of the button that hides and shows it, in the extension's language. */
  words: OverlayWordsSchema,
};

/** Messages the worker sends to our content script in a tab. */
export const contentProtocol = defineProtocol({
  ...contentFirstScreenProtocol,
  /** Reads the selection or the page's readable text and keeps its DOM map under `textId`. */
  'content/read-text': {
    request: v.object({ source: v.picklist(TEXT_SOURCES) }),
    response: ReadTextSchema,
    from: [],
  },
  /**
   * Paints spans of a text read earlier in one layer (the others' marks stay); answers which
   * could be placed on the page, and why not. Each span's kind is of that layer.
   */
  'content/highlight': {
    request: v.pipe(
      v.object({
        textId: v.string(),
        layer: v.picklist(MARK_LAYERS),
        spans: v.array(HighlightSpanSchema),
        /** Random per tab: the highlight names are made from it (highlightName). */
        token: v.pipe(v.string(), v.regex(HIGHLIGHT_TOKEN)),
        words: PageWordsSchema,
      }),
      v.check(
        ({ layer, spans }) => spans.every((span) => layerOfKind(span.kind) === layer),
        'A span is not of its layer.',
      ),
    ),
    response: HighlightReplySchema,
    from: [],
  },
  /**
   * Scrolls to a painted AI phrase (by its place in the text read) and shows its words; `shown`
   * is false when no such phrase is painted now.
   */
  'content/reveal-phrase': {
    request: v.object({
      textId: v.string(),
      start: v.pipe(v.number(), v.integer(), v.minValue(0)),
      length: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
    response: v.object({ shown: v.boolean() }),
    from: [],
  },
  /** The page's links to documents (an LMS submissions list), for a class set of links. */
  'content/list-document-links': {
    request: v.object({}),
    response: DocumentLinksSchema,
    from: [],
  },
  /** The page's images big enough to check (img, picture/srcset at its largest, backgrounds). */
  'content/list-images': {
    request: v.object({}),
    response: PageImagesSchema,
    from: [],
  },
  /**
   * The best address the page offers for the image showing `src`: the largest candidate of the
   * srcset or <picture> source it shows; `src` itself when there is none larger.
   */
  'content/best-image-source': {
    request: v.object({ src: v.string() }),
    response: v.object({ src: v.string() }),
    from: [],
  },
  /** The bytes of an image as the page sees it (its cookies, its blob: URLs), in base64. */
  'content/read-image': {
    request: v.object({ src: v.string() }),
    response: v.object({ base64: v.string(), mime: v.string() }),
    from: [],
  },
  /**
   * Draws an SVG (base64) into a PNG, which a service worker cannot: at its own size, else at the
   * size the page shows `src` at; answers the PNG and its size.
   */
  'content/draw-svg': {
    request: v.object({ base64: v.string(), src: v.string() }),
    response: v.object({ base64: v.string(), width: Side, height: Side }),
    from: [],
  },
  /** The `<video>` elements of this frame, each with its address and whether it is a file. */
  'content/list-videos': {
    request: v.object({}),
    response: v.object({ videos: v.array(VideoTargetSchema) }),
    from: [],
  },
  /**
   * The video the user right-clicked in this frame (the menu gives its `srcUrl`, which may be a
   * `<source>`'s or a blob's): null when this frame has none.
   */
  'content/video-at': {
    request: v.object({ srcUrl: v.optional(v.pipe(v.string(), v.maxLength(8192))) }),
    response: v.nullable(VideoTargetSchema),
    from: [],
  },
  /**
   * Draws the AI timeline under the video with this key (else every video showing `src`): the
   * picture's and the sound's AI stretches, the stretches not scored greyed; a click seeks.
   * Answers how many players it was drawn for.
   */
  'content/show-video-timeline': {
    request: v.object({
      key: v.optional(v.pipe(v.string(), v.maxLength(64))),
      src: v.optional(v.pipe(v.string(), v.maxLength(8192))),
      findings: VideoFindingsSchema,
      words: VideoTimelineWordsSchema,
    }),
    response: v.object({ shown: v.number() }),
    from: [],
  },
  /** Seeks the video with this key to a time (a segment chosen in the popup). */
  'content/seek-video': {
    request: v.object({
      key: v.pipe(v.string(), v.maxLength(64)),
      atMs: v.pipe(v.number(), v.minValue(0)),
    }),
    response: v.object({ found: v.boolean() }),
    from: [],
  },
  'content/clear-video-timelines': {
    request: v.object({}),
    response: v.object({ cleared: v.number() }),
    from: [],
  },
  /** Draws an AI mask over the page's images showing `src`; answers how many it covered. */
  'content/show-image-mask': {
    request: v.object({
      ...OverlayTarget,
      starts: v.array(v.number()),
      lengths: v.array(v.number()),
    }),
    response: v.object({ shown: v.number() }),
    from: [],
  },
  /**
   * Draws a graded heatmap (one heat byte per cell, base64, at its own grid size) over the
   * page's images showing `src`, in place of the AI mask; answers how many it covered.
   */
  'content/show-image-heatmap': {
    request: v.object({ ...OverlayTarget, values: v.string() }),
    response: v.object({ shown: v.number() }),
    from: [],
  },
  /**
   * Draws object masks over the page's images showing `src`, each in the colour of its place
   * among the objects asked for (`index`); answers how many images it covered.
   */
  'content/show-image-objects': {
    request: v.object({
      ...OverlayTarget,
      objects: v.pipe(
        v.array(
          v.object({
            index: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_OBJECTS - 1)),
            starts: v.array(v.number()),
            lengths: v.array(v.number()),
          }),
        ),
        v.maxLength(MAX_OBJECTS),
      ),
    }),
    response: v.object({ shown: v.number() }),
    from: [],
  },
  /**
   * Fetches the page's address without the user's cookies and compares it with the readable text
   * the user sees: whether the service, fetching the address itself, would scan the same page.
   */
  'content/public-view': {
    /** The page's text as read just before (`content/read-text`), when the page keeps it. */
    request: v.object({ textId: v.optional(v.string()) }),
    response: v.object({
      status: v.pipe(v.number(), v.integer(), v.minValue(0)),
      finalUrl: v.string(),
      found: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    }),
    from: [],
  },
  /**
   * Whether the page is as it was when the text `textId` was read (`content/read-text` of the
   * page): no node, text or attribute of the page's changed since. False when that text is no
   * longer kept (the page was reloaded, or read many times since).
   */
  'content/text-unchanged': {
    request: v.object({ textId: v.string() }),
    response: v.object({ unchanged: v.boolean() }),
    from: [],
  },
  /**
   * Asks Google Docs for the document's plain-text export, from the document's own page: same
   * origin, so the user's session goes with it and no other site sees the request.
   */
  'content/doc-export': {
    request: v.object({
      path: v.pipe(v.string(), v.regex(DOC_EXPORT_PATH)),
    }),
    response: DocExportReplySchema,
    from: [],
  },
  /**
   * Removes one layer of marks: a check's (with image overlays) or a scan's passages; every
   * layer when none is named.
   */
  'content/clear-highlights': {
    request: v.object({ layer: v.optional(v.picklist(MARK_LAYERS)) }),
    response: v.object({}),
    from: [],
  },
});

export type ContentProtocol = typeof contentProtocol;
