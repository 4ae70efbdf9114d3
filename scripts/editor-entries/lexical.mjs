// Bundled by scripts/vendor-editors.ts into test/e2e/pages/editors/lexical/lexical.min.js: Lexical
// with its React bindings (@lexical/react) on React 19, a rich-text editor as its playground
// sets one up, behind one global.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import { useEffect } from 'react';

/** Calls `onReady` once the editor has drawn its content (now, or at its next update). */
function Ready({ onReady }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    let told = false;
    const tell = () => {
      if (told || !editor.getRootElement()?.childElementCount) return;
      told = true;
      onReady();
    };
    const stop = editor.registerUpdateListener(tell);
    tell();
    return stop;
  }, [editor, onReady]);
  return null;
}

/**
 * Makes a Lexical editor in `element` holding `paragraphs` (strings), with `className` on its
 * content-editable; calls `onReady` once it has drawn them.
 */
export function mount(element, paragraphs, className, onReady) {
  const initialConfig = {
    namespace: 'draft',
    nodes: [HeadingNode, QuoteNode],
    onError: (error) => {
      throw error;
    },
    editorState: () => {
      const root = $getRoot();
      for (const text of paragraphs) {
        root.append($createParagraphNode().append($createTextNode(text)));
      }
    },
  };
  createRoot(element).render(
    h(
      LexicalComposer,
      { initialConfig },
      h(RichTextPlugin, {
        contentEditable: h(ContentEditable, { className, 'aria-label': 'Draft' }),
        ErrorBoundary: LexicalErrorBoundary,
      }),
      h(HistoryPlugin),
      h(Ready, { onReady }),
    ),
  );
}
