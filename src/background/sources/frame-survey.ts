import * as v from 'valibot';
import { webOrigin } from '../../shared/frames/frame-refusal.ts';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * What one frame of a tab says of itself (see `background/frames/frame-probe.ts`). It comes from
 * the page's process, so it is validated like any other answer from a page.
 */
export const FrameProbeSchema = v.object({
  url: v.pipe(v.string(), v.maxLength(8192)),
  /** The document's type: `application/pdf` for a PDF shown by the browser's viewer. */
  contentType: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** Characters selected: the document's selection, or the focused text field's. */
  selected: Count,
  /** The user is in this document (it has the focus and it is not on a frame inside it). */
  focused: v.boolean(),
  /** Frames directly inside it. */
  frames: Count,
  /** Origins of the frames inside it that it cannot see into (other sites). */
  foreign: v.pipe(v.array(v.pipe(v.string(), v.maxLength(2048))), v.maxLength(200)),
  /** Its viewport's area in CSS pixels, and how much text its body shows. */
  area: Count,
  textLength: Count,
  /**
   * The document's origin (an about:blank or srcdoc frame has its parent's), to tell an editor
   * the page made from a frame another site put there.
   */
  origin: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  /** The whole document is for writing in: designMode on, or its body contenteditable. */
  editor: v.optional(v.boolean()),
  /**
   * An editor's name as the page gives it: the label of the field it stands for (the textarea
   * TinyMCE or CKEditor replaces), else the frame's own label when the page made the frame.
   */
  label: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** Where an editor's frame sits in the page (CSS px from the page's top left), for page order. */
  place: v.optional(v.object({ x: v.number(), y: v.number() })),
});
export type FrameProbe = v.InferOutput<typeof FrameProbeSchema>;

export interface ProbedFrame {
  frameId: number;
  probe: FrameProbe;
}

/** The frames of a tab the extension could read, and what it knows of those it could not. */
export interface FrameSurvey {
  frames: ProbedFrame[];
  /** How many frames it could not read, and the sites of those it can name. */
  unreadable: { count: number; sites: string[] };
}

/** Builds the survey from the frames that answered (the top frame's `frameId` is 0). */
export function surveyOf(frames: readonly ProbedFrame[]): FrameSurvey {
  const all = frames.reduce((sum, f) => sum + f.probe.frames, 0);
  // Every frame that answered but the top one is one of the frames counted inside another.
  const answered = frames.filter((f) => f.frameId !== 0).length;
  const readOrigins = new Set(frames.map((f) => webOrigin(f.probe.url)));
  const sites = [
    ...new Set(
      frames
        .flatMap((f) => f.probe.foreign)
        .map(webOrigin)
        .filter((o): o is string => o !== undefined && !readOrigins.has(o)),
    ),
  ];
  return { frames: [...frames], unreadable: { count: Math.max(0, all - answered), sites } };
}

/**
 * The frame a selection check is about: where the user is (the focused document) when it holds
 * a selection; else the frame with the longest selection; else the focused one, else the top.
 * Browsers keep one selection per document, so an old selection in the page stays while the
 * user selects inside a frame: the focus says which one is meant.
 */
export function selectionFrame(survey: FrameSurvey): number {
  const focused = survey.frames.find((f) => f.probe.focused);
  if (focused && focused.probe.selected > 0) return focused.frameId;
  let best: ProbedFrame | undefined;
  for (const frame of survey.frames) {
    if (frame.probe.selected > (best?.probe.selected ?? 0)) best = frame;
  }
  return best?.frameId ?? focused?.frameId ?? 0;
}

/** A page whose own text is shorter than this is a shell, when one frame fills most of it. */
const SHELL_TEXT = 1000;
/** The share of the page's viewport a frame must fill to be taken as the page's content. */
const SHELL_AREA = 0.5;
/** The least an editor frame shows to be writing at all (CSS px²: 100 × 100), not a hidden box. */
const EDITOR_AREA = 10_000;
/** The least writing an editor frame holds to be what the page is for. */
const EDITOR_TEXT = 100;
/**
 * How much writing an editor holds, against the page's own text (its menus, sidebar, heading),
 * to be what the page is for: a draft in a CMS or an LMS, not a reply box under an article.
 */
const EDITOR_SHARE = 0.5;

/**
 * The frame "this page" means: the top document, unless it is a shell around one large frame
 * (an LMS grader, an e-mail viewer, an embedded article) whose text it does not have itself, or
 * a page for writing in an editor's frame (TinyMCE, Jodit, CKEditor 4) that holds the writing.
 */
export function pageFrame(survey: FrameSurvey): number {
  const top = survey.frames.find((f) => f.frameId === 0);
  if (!top) return 0;
  return editorFrame(survey, top) ?? shellFrame(survey, top) ?? 0;
}

function shellFrame(survey: FrameSurvey, top: ProbedFrame): number | undefined {
  if (top.probe.textLength >= SHELL_TEXT || top.probe.area === 0) return undefined;
  const large = survey.frames
    .filter((f) => f.frameId !== 0 && f.probe.area >= top.probe.area * SHELL_AREA)
    .filter((f) => f.probe.textLength > top.probe.textLength)
    .sort((a, b) => b.probe.area - a.probe.area);
  return large[0]?.frameId;
}

/**
 * The editor frame holding the page's writing: an editor with writing (see `writingEditors`)
 * holding at least half as much text as the page around it. Of several, the one holding the most.
 */
export function editorFrame(survey: FrameSurvey, top: ProbedFrame): number | undefined {
  return writingEditors(survey, top).find(
    (f) => f.probe.textLength >= top.probe.textLength * EDITOR_SHARE,
  )?.frameId;
}

/** An editor frame with writing, as the popup offers it by name. */
export interface PageEditor {
  frameId: number;
  /** Its name as the page gives it, unless another editor has the same (then it is numbered). */
  name?: string | undefined;
  /** Its place among the page's writing editors, from 1, in page order. */
  number: number;
  /** Characters of writing it shows. */
  chars: number;
}

/**
 * Every editor frame with writing (see `writingEditors`), in page order (top to bottom, then
 * left to right), each with the name the page gives it: the popup offers each by name, and says
 * which of them "Check this page" leaves out. Two editors of one name are told apart by number.
 */
export function pageEditors(survey: FrameSurvey): PageEditor[] {
  const top = survey.frames.find((f) => f.frameId === 0);
  if (!top) return [];
  const inOrder = writingEditors(survey, top).sort(
    (a, b) =>
      (a.probe.place?.y ?? 0) - (b.probe.place?.y ?? 0) ||
      (a.probe.place?.x ?? 0) - (b.probe.place?.x ?? 0) ||
      a.frameId - b.frameId,
  );
  const names = inOrder.map((f) => f.probe.label?.trim() || undefined);
  return inOrder.map((f, i) => {
    const name = names[i];
    const unique = name !== undefined && names.filter((n) => n === name).length === 1;
    return {
      frameId: f.frameId,
      ...(unique ? { name } : {}),
      number: i + 1,
      chars: f.probe.textLength,
    };
  });
}

/**
 * Frames with writing in an editor, the most first: documents made for writing in (not an ad,
 * a comment widget's text or a tracker, which are not), of the page's own origin (an
 * about:blank or srcdoc frame the editor wrote; another site's frame is read only as a shell
 * is), big enough to be seen, and holding writing of their own.
 */
function writingEditors(survey: FrameSurvey, top: ProbedFrame): ProbedFrame[] {
  const origin = top.probe.origin;
  return survey.frames
    .filter((f) => f.frameId !== 0 && f.probe.editor === true)
    .filter((f) => origin !== undefined && f.probe.origin === origin)
    .filter((f) => f.probe.area >= EDITOR_AREA && f.probe.textLength >= EDITOR_TEXT)
    .sort((a, b) => b.probe.textLength - a.probe.textLength);
}
