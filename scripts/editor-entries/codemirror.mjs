// Bundled by scripts/vendor-editors.ts into test/e2e/pages/editors/codemirror/codemirror.min.js:
// CodeMirror 6 with its basic setup and JavaScript highlighting, as a site sets it up, behind one
// global.
import { basicSetup, EditorView } from 'codemirror';
import { javascript } from '@codemirror/lang-javascript';

/** Makes a CodeMirror editor in `parent` holding `doc`. */
export function mount(parent, doc) {
  return new EditorView({ doc, parent, extensions: [basicSetup, javascript()] });
}
