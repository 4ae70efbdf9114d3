/**
 * Run by the browser in every frame of a tab the extension may read (`scripting.executeScript`
 * with `allFrames`): what the frame holds, to pick the one a check is about. The browser sends
 * the function's source alone, so it uses nothing from outside itself. Its answer is validated
 * with `FrameProbeSchema` (shared/frames/frame-survey.ts). The length of the text shown costs a
 * layout, so it is measured only when asked (to find the frame a shell page holds), but in an
 * editor's own document, which is small.
 */
export function probeFrame(measureText: boolean): unknown {
  const doc = document;
  const active = doc.activeElement;
  let selected = 0;
  if (
    active instanceof HTMLTextAreaElement ||
    (active instanceof HTMLInputElement && active.selectionStart !== null)
  ) {
    selected = Math.max(0, (active.selectionEnd ?? 0) - (active.selectionStart ?? 0));
  }
  if (selected === 0) selected = doc.getSelection()?.toString().trim().length ?? 0;
  const inFrame = active instanceof HTMLIFrameElement || active?.tagName === 'FRAME';
  const foreign: string[] = [];
  for (const frame of Array.from(doc.querySelectorAll('iframe, frame'))) {
    let seen: boolean;
    try {
      seen = (frame as HTMLIFrameElement).contentDocument !== null;
    } catch {
      seen = false; // another site's document
    }
    const src = (frame as HTMLIFrameElement).src;
    if (!seen && src && foreign.length < 200) foreign.push(src.slice(0, 2048));
  }
  // An about:blank or srcdoc document has its parent's origin, which its address does not
  // say; a parent it may reach is of its own origin (a sandboxed frame may reach none).
  const editor = doc.designMode === 'on' || doc.body?.isContentEditable === true;
  let origin = location.origin;
  if (origin === 'null') {
    try {
      origin = window.parent === window ? origin : window.parent.location.origin;
    } catch {
      origin = 'null';
    }
  }
  return {
    url: location.href.slice(0, 8192),
    contentType: doc.contentType.slice(0, 200),
    selected,
    focused: doc.hasFocus() && !inFrame,
    frames: window.frames.length,
    foreign,
    area: Math.round(window.innerWidth * window.innerHeight),
    // An editor's document is measured always: the popup offers its writing by name.
    textLength: measureText || editor ? (doc.body?.innerText.trim().length ?? 0) : 0,
    origin: origin.slice(0, 2048),
    editor,
  };
}
