import * as v from 'valibot';
import { defineProtocol } from './define.ts';
import { HeatmapOutcomeSchema } from '../heatmap/heatmap-state.ts';
import { FIT_REASONS } from '../image/fit-reasons.ts';
import { MAX_IMAGE_BYTES } from '../image/max-image-bytes.ts';
import { LeftOutSchema } from '../text-checks/left-out.ts';

/** Bytes of a PDF read at once: larger files are refused before they are fetched whole. */
export const MAX_PDF_BYTES = 40 * 1024 * 1024;

export const PdfTextSchema = v.object({
  text: v.string(),
  pageStarts: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
  pages: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The title in the PDF's own metadata ('' when it has none). */
  title: v.pipe(v.string(), v.maxLength(300)),
});

const base64Of = (bytes: number) => v.pipe(v.string(), v.maxLength(Math.ceil((bytes * 4) / 3) + 4));

/** An image made to fit the service (src/offscreen/image), its bytes as base64. */
export const PreparedImageSchema = v.object({
  base64: base64Of(MAX_IMAGE_BYTES),
  mime: v.string(),
  filename: v.string(),
  naturalWidth: v.number(),
  naturalHeight: v.number(),
  width: v.number(),
  height: v.number(),
  original: v.object({ format: v.optional(v.string()), refit: v.array(v.picklist(FIT_REASONS)) }),
  preview: v.optional(v.string()),
});

export type PreparedImageReply = v.InferOutput<typeof PreparedImageSchema>;

/** Document formats read in the hidden page (PDFs have their own message; plain text needs none). */
export const HIDDEN_PAGE_DOCUMENT_FORMATS = ['docx', 'odt', 'rtf', 'html'] as const;

/** A document's text as the hidden page read it. */
export const DocumentTextSchema = v.object({
  text: v.string(),
  /** The document's own title ('' when it names none). */
  title: v.pipe(v.string(), v.maxLength(300)),
  /** What the reader left out, counted: pictures, comments, headers and footers. */
  leftOut: v.optional(v.array(LeftOutSchema)),
});

/**
 * The worker's messages to the hidden page (Chromium's offscreen document; a frame of Firefox's
 * background page), where pdf.js can run and HTML can be parsed: the service worker may neither
 * start a web worker, nor load code on demand, nor parse HTML. Every message the hidden page
 * answers is named `offscreen/…`.
 */

export const offscreenProtocol = defineProtocol({
  'offscreen/read-pdf': {
    request: v.object({
      base64: v.pipe(v.string(), v.maxLength(Math.ceil((MAX_PDF_BYTES * 4) / 3) + 4)),
    }),
    response: PdfTextSchema,
    from: ['extension-page'],
  },
  /** A Word, OpenDocument, rich-text or HTML file's text (src/offscreen/documents). */
  'offscreen/read-document': {
    request: v.object({
      base64: v.pipe(v.string(), v.maxLength(Math.ceil((MAX_PDF_BYTES * 4) / 3) + 4)),
      format: v.picklist(HIDDEN_PAGE_DOCUMENT_FORMATS),
      name: v.pipe(v.string(), v.maxLength(1000)),
    }),
    response: DocumentTextSchema,
    from: ['extension-page'],
  },
  /**
   * An image made to fit an endpoint's limits before it is sent: decoded, turned upright, scaled
   * down or converted here (a canvas at hand), refused with its reason when it cannot be. `src`
   * names the file sent (a data: address names none).
   */
  'offscreen/prepare-image': {
    request: v.object({
      base64: base64Of(MAX_IMAGE_BYTES),
      mime: v.pipe(v.string(), v.maxLength(200)),
      src: v.pipe(v.string(), v.maxLength(65_536)),
      limits: v.picklist(['ai-image', 'web-search']),
    }),
    response: PreparedImageSchema,
    from: ['extension-page'],
  },
  /**
   * A heatmap's answer from the relay (the service's JSON) read into the grid kept: its picture,
   * inline or at the service's address, decoded here, where a canvas is at hand and the code for
   * a rarely asked view does not weigh on every wake of the worker.
   */
  'offscreen/heatmap-outcome': {
    request: v.object({ payload: v.unknown() }),
    response: HeatmapOutcomeSchema,
    from: ['extension-page'],
  },
});
export type OffscreenProtocol = typeof offscreenProtocol;

/**
 * The content script's message to the hidden page (offscreen-article.ts): its name only here, so
 * the worker leaves it to the hidden page without its schemas in the worker's wake code.
 */
export const OUTLINE_ARTICLE = 'offscreen/outline-article';
