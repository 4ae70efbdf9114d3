/**
 * A report is built as a string, with no DOM: every value that reaches it passes through
 * `escapeHtml`, or through the `markup` template, which escapes each value it is given unless it is
 * markup the template itself made. A page title holding `<script>` so stays text.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an element's content and for a quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Markup made by `markup` (or `joinHtml`): inserted as it is into another template. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** What a template may be given: text (escaped), numbers, markup it made, lists, or nothing. */
export type HtmlValue =
  string | number | SafeHtml | undefined | false | null | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === undefined || value === null || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escapeHtml(String(value));
}

/** A piece of markup, every interpolated value escaped. */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Pieces of markup one after another. */
export const joinHtml = (pieces: readonly HtmlValue[]): SafeHtml => new SafeHtml(render(pieces));
