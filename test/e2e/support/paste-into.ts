import type { Evaluator } from '../browsers/driver.ts';

/**
 * Puts `text` in a field as pasting does: the whole value at once, announced by one `input` event
 * (typing a page of text key by key would take Firefox's driver many seconds).
 */
export function pasteInto(page: Evaluator, css: string, text: string): Promise<void> {
  return page.evaluate(
    ({ selector, value }) => {
      const field = document.querySelector<HTMLTextAreaElement | HTMLInputElement>(selector);
      if (!field) throw new Error(`nothing matches ${selector}`);
      field.focus();
      field.value = value;
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    },
    { selector: css, value: text },
  );
}
