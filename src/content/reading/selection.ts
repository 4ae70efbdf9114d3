import type { Selection } from '../../shared/messages/index.ts';

/** Text inputs whose selection `window.getSelection()` does not report. */
function isTextField(el: Element | null): el is HTMLInputElement | HTMLTextAreaElement {
  if (el instanceof HTMLTextAreaElement) return true;
  return (
    el instanceof HTMLInputElement &&
    ['text', 'search', 'url', 'email', 'tel', ''].includes(el.type) &&
    el.selectionStart !== null
  );
}

/** The user's current selection: in a text field, in an editable region, or on the page. */
export function readSelection(doc: Document = document): Selection {
  const base = { url: doc.location.href, title: doc.title };
  // The focused element itself, inside the web components that hold it.
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (isTextField(active)) {
    const start = active.selectionStart ?? 0;
    const end = active.selectionEnd ?? 0;
    if (end > start) return { ...base, text: active.value.slice(start, end), source: 'input' };
  }
  const selection = doc.getSelection();
  const text = selection?.toString() ?? '';
  if (!text) return { ...base, text: '', source: 'none' };
  const anchor = selection?.anchorNode;
  const element = anchor instanceof Element ? anchor : (anchor?.parentElement ?? null);
  // An editor's frame in designMode (CKEditor 4's classic shape) is editable as a whole.
  const editable =
    doc.designMode === 'on' ||
    element?.closest('[contenteditable]:not([contenteditable="false"])') != null;
  return { ...base, text, source: editable ? 'contenteditable' : 'page' };
}
