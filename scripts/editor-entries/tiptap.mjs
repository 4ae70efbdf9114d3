// Bundled by scripts/vendor-editors.ts into test/e2e/pages/editors/tiptap/tiptap.min.js: Tiptap 3
// (ProseMirror underneath) with its StarterKit, as a site sets it up, behind one global.
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

/** Makes a Tiptap editor in `element` holding `html`; calls `onReady` once it is made. */
export function mount(element, html, onReady) {
  return new Editor({ element, extensions: [StarterKit], content: html, onCreate: onReady });
}
