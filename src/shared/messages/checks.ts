import * as v from 'valibot';
import { ObjectNamesSchema } from '../checks/check-settings.ts';
import { CheckRecordSchema, TEXT_CHECK_KINDS } from '../checks/check-record.ts';
import { defineProtocol } from './define.ts';
import { TEXT_SOURCES } from '../text/text-source.ts';
import { MARK_LAYERS } from '../text-checks/highlight-names.ts';

const TabIdSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const FrameIdSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
export const CheckIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{3,36}$/));

/** An image address: web, data: or blob: (read by the content script). */
export const ImageSrcSchema = v.pipe(
  v.string(),
  v.maxLength(8_000_000, 'That image address is too long.'),
  v.regex(/^(https?:|data:image\/|blob:)/, 'Only web, data: and blob: images can be checked.'),
);

/** Pasted text as a message carries it: ten times what a check takes, so its refusal can count it. */
export const PastedTextSchema = v.pipe(
  v.string(),
  v.maxLength(1_000_000, 'That is more text than can be pasted here.'),
);

export const TextCheckKindsSchema = v.pipe(
  v.array(v.picklist(TEXT_CHECK_KINDS)),
  v.minLength(1, 'Choose AI detection, moderation or both.'),
  v.maxLength(2),
);

/** The checks of one request (AI detection, moderation or both), as pages see them. */
export const CheckGroupSchema = v.object({
  ids: v.array(CheckIdSchema),
  checks: v.array(CheckRecordSchema),
});
export type CheckGroup = v.InferOutput<typeof CheckGroupSchema>;

export const checksProtocol = defineProtocol({
  /**
   * Reads the selection or the page's text in a tab (the active one when absent) and checks it.
   * Answers at once with the checks' ids; results land in history as they come.
   */
  'checks/start-text': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      source: v.picklist(TEXT_SOURCES),
      kinds: TextCheckKindsSchema,
      /** Ask the service again even if history has the answer. */
      rerun: v.optional(v.boolean()),
      /** The frame to read (an editor's, as the popup offered it), not the one found. */
      frameId: v.optional(FrameIdSchema),
    }),
    response: CheckGroupSchema,
    from: ['extension-page'],
  },
  /**
   * Checks the document a link in a tab points at (by its address, as the link's context menu
   * gives it): the file is fetched with the user's session on its own site, read by its bytes,
   * and its text checked. Refused with the reason, before anything is sent, when it cannot be.
   */
  'checks/start-document': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      url: v.pipe(
        v.string(),
        v.maxLength(8192),
        v.regex(/^https?:\/\//, 'Only web addresses can be fetched.'),
      ),
      kinds: TextCheckKindsSchema,
      rerun: v.optional(v.boolean()),
    }),
    response: CheckGroupSchema,
    from: ['extension-page'],
  },
  /**
   * Checks an image of a tab (by its address, as the context menu gives it) for AI generation,
   * or, with `kind: 'image-plagiarism'`, searches the web for where else it is published, or,
   * with `kind: 'object-detection'` and `objects`, locates the named objects in it.
   */
  'checks/start-image': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      /** The frame showing the image (the popup's list names it), when not the top one. */
      frameId: v.optional(FrameIdSchema),
      frameUrl: v.optional(v.pipe(v.string(), v.maxLength(8192))),
      src: ImageSrcSchema,
      rerun: v.optional(v.boolean()),
      kind: v.optional(v.picklist(['ai-image', 'image-plagiarism', 'object-detection'])),
      /** For object detection: 1 to 3 names ("face", "hand"). */
      objects: v.optional(ObjectNamesSchema),
    }),
    response: CheckGroupSchema,
    from: ['extension-page'],
  },
  /**
   * Checks a video for AI (picture and sound): the `<video>` with this key in this frame, by its
   * file address. Refused with the reason before anything is sent when there is no file the
   * service can fetch (a stream, a private address). The result comes by webhook, later.
   */
  'checks/start-video': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      frameId: v.optional(FrameIdSchema),
      key: v.pipe(v.string(), v.maxLength(64)),
      src: v.optional(v.pipe(v.string(), v.maxLength(8192))),
      rerun: v.optional(v.boolean()),
    }),
    response: CheckGroupSchema,
    from: ['extension-page'],
  },
  /** Seeks the checked video on its page to a time (a segment tapped in the popup). */
  'checks/seek-video': {
    request: v.object({
      checkId: v.pipe(v.string(), v.maxLength(64)),
      atMs: v.pipe(v.number(), v.minValue(0)),
    }),
    response: v.object({ found: v.boolean() }),
    from: ['extension-page'],
  },
  /**
   * Checks text the user pasted into the popup, on any tab (the active one when absent). Longer
   * than a check takes is answered with its count, not refused by this schema.
   */
  'checks/start-pasted': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      text: PastedTextSchema,
      kinds: TextCheckKindsSchema,
    }),
    response: CheckGroupSchema,
    from: ['extension-page'],
  },
  /** Runs the same inputs again, ignoring history. */
  'checks/rerun': {
    request: v.object({
      ids: v.pipe(v.array(CheckIdSchema), v.minLength(1)),
      /** The estimated credits the user said yes to (see `costEstimate` on the records). */
      confirmCredits: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    }),
    response: CheckGroupSchema,
    from: ['extension-page'],
  },
  /**
   * Stops checks that have not finished (waiting out an outage or a rate limit, or sent): they
   * end as failed with kind `cancelled`. A request already out may still be charged.
   */
  'checks/cancel': {
    request: v.object({ ids: v.pipe(v.array(CheckIdSchema), v.minLength(1)) }),
    response: CheckGroupSchema,
    from: ['extension-page'],
  },
  /** Tries now the checks waiting to reach the service (the user opened the popup). */
  'checks/retry-now': {
    request: v.object({ ids: v.pipe(v.array(CheckIdSchema), v.minLength(1)) }),
    response: v.object({ retried: v.number() }),
    from: ['extension-page'],
  },
  'checks/get': {
    request: v.object({ ids: v.array(CheckIdSchema) }),
    response: CheckGroupSchema,
    from: ['extension-page'],
  },
  /**
   * The checks of the request a check was asked in, itself included (a text's AI and moderation
   * checks, an image's answer with the other shown alongside): one report from history holds them.
   */
  'checks/request-group': {
    request: v.object({ id: CheckIdSchema }),
    response: CheckGroupSchema,
    from: ['extension-page'],
  },
  /** The checks last started for a tab (from any trigger), empty when none. */
  'checks/latest': {
    request: v.object({ tabId: v.optional(TabIdSchema) }),
    response: CheckGroupSchema,
    from: ['extension-page'],
  },
  /** Paints the results of finished checks on their tab again. */
  'checks/highlight': {
    request: v.object({ ids: v.pipe(v.array(CheckIdSchema), v.minLength(1)) }),
    response: v.object({ applied: v.number() }),
    from: ['extension-page'],
  },
  /** Scrolls the tab to one AI phrase of a finished AI text check and shows its words. */
  'checks/reveal-phrase': {
    request: v.object({
      id: CheckIdSchema,
      start: v.pipe(v.number(), v.integer(), v.minValue(0)),
      length: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
    response: v.object({ shown: v.boolean() }),
    from: ['extension-page'],
  },
  /** Clears one layer of the tab's marks: a check's (the default) or a scan's passages. */
  'checks/clear-highlights': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      layer: v.optional(v.picklist(MARK_LAYERS)),
    }),
    response: v.object({}),
    from: ['extension-page'],
  },
});
