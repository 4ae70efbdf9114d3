/**
 * Run by the browser in every frame of a tab the extension may read (`scripting.executeScript`
 * with `allFrames`): what the frame holds, to pick the one a check is about. The browser sends
 * the function's source alone, so it uses nothing from outside itself. Its answer is validated
 * with `FrameProbeSchema` (background/sources/frame-survey.ts). The length of the text shown costs a
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
  // An editor's place in the page and its name there, read through its frame element (an
  // editor's frame is of the page's origin; another's parent throws, and it goes unnamed).
  let label: string | undefined;
  let place: { x: number; y: number } | undefined;
  if (editor) {
    try {
      const host = window.frameElement;
      if (host) {
        label = editorName(host)?.slice(0, 200);
        let x = 0;
        let y = 0;
        let win: Window = window;
        while (win.frameElement && win.parent !== win) {
          const box = win.frameElement.getBoundingClientRect();
          x += box.left;
          y += box.top;
          win = win.parent;
        }
        place = { x: Math.round(x + win.scrollX), y: Math.round(y + win.scrollY) };
      }
    } catch {
      // A parent of another site: the editor stays unnamed and keeps its place at the top.
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
    ...(label ? { label } : {}),
    ...(place ? { place } : {}),
  };

  /**
   * What the page calls an editor's frame: the label of the field it stands for (TinyMCE and
   * CKEditor hide the textarea they replace just before their box), since the frame's own title
   * is then the library's ("Rich Text Area"); the frame's label only when the page made it.
   * Nested here: the browser sends this function's source alone. Elements are of the parent's
   * realm, so they are told by tag name, not `instanceof`.
   */
  function editorName(frame: Element): string | undefined {
    const field = fieldOf(frame);
    return field ? nameOf(field, true) : nameOf(frame, false);
  }

  function fieldOf(frame: Element): Element | undefined {
    let node: Element | null = frame;
    for (let depth = 0; node && depth < 8; depth++, node = node.parentElement) {
      const before = node.previousElementSibling;
      if (before?.tagName === 'TEXTAREA') return before;
      const inside = node.querySelectorAll('textarea');
      // Two fields around it: which one it stands for cannot be told.
      if (inside.length > 1) return undefined;
      if (inside[0]) return inside[0];
    }
    return undefined;
  }

  function nameOf(element: Element, field: boolean): string | undefined {
    const words = (text: string | null | undefined): string =>
      (text ?? '').replace(/\s+/g, ' ').trim();
    const labels = field ? (element as HTMLTextAreaElement).labels : null;
    const byLabel = labels ? Array.from(labels, (l) => words(l.textContent)).join(' ') : '';
    const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    const byIds = ids
      .map((id) => words(element.ownerDocument.getElementById(id)?.textContent))
      .join(' ');
    const name = [byLabel, byIds, element.getAttribute('aria-label'), element.getAttribute('title')]
      .map(words)
      .find((w) => w !== '');
    return name;
  }
}
