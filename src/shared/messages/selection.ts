import * as v from 'valibot';
import { AppErrorSchema } from '../../core/errors.ts';
import { LeftOutSchema } from '../text-checks/left-out.ts';
import { defineProtocol } from './define.ts';

export const SELECTION_SOURCES = ['page', 'input', 'contenteditable', 'none'] as const;

const FrameIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** An editor frame with writing, as the popup offers it (`PageEditor` in frame-survey.ts). */
const PageEditorSchema = v.object({
  frameId: FrameIdSchema,
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  chars: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** What the user selected in a tab, as the content script read it. */
export const SelectionSchema = v.object({
  text: v.string(),
  source: v.picklist(SELECTION_SOURCES),
  url: v.string(),
  title: v.string(),
  /** The frame it is in, when not the tab's top document (the worker adds it). */
  frameId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /**
   * Why nothing could be read, when the worker knows more than "nothing selected": frames of
   * other sites it may not read, or an app that draws its text itself (see nothingToRead).
   */
  unreadable: v.optional(AppErrorSchema),
  /** The tab shows a PDF in the browser's viewer (its text is read from the file). */
  pdf: v.optional(v.literal(true)),
  /** The tab shows a Google Doc (its text is read from Docs' export, never selected). */
  doc: v.optional(v.literal(true)),
  /** Selected text a check would leave out, by reason (no reader can see it). */
  leftOut: v.optional(v.array(LeftOutSchema)),
  /**
   * The page's editor frames with writing (TinyMCE's iframe, say), in page order: the popup
   * offers each by name beside the whole page (see `pageEditors`).
   */
  editors: v.optional(v.pipe(v.array(PageEditorSchema), v.maxLength(50))),
  /**
   * The frame "Check this page" reads, when not the top document: an editor holding the page's
   * writing, or the frame a shell page is built around. Known only when the page has editors,
   * so the popup can say which editors' writing it leaves out.
   */
  pageFrameId: v.optional(FrameIdSchema),
  /**
   * The worker answered before its survey of the tab's frames came back (a frame slow to answer):
   * this is the top document's selection, and which frame holds the user's may not be known yet.
   * Asked again with `waitForFrames`, the answer waits for the survey.
   */
  unsurveyed: v.optional(v.literal(true)),
});
export type Selection = v.InferOutput<typeof SelectionSchema>;

const TabIdSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const selectionProtocol = defineProtocol({
  /**
   * The selection in a tab (the active tab when `tabId` is absent). It waits for the survey of
   * the tab's frames only a little past the top document's answer, unless `waitForFrames`.
   */
  'selection/get': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      waitForFrames: v.optional(v.literal(true)),
    }),
    response: SelectionSchema,
    from: ['extension-page'],
  },
});
