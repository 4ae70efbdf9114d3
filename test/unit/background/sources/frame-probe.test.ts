// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { probeFrame } from '../../../../src/background/sources/frame-probe.ts';
import { FrameProbeSchema } from '../../../../src/background/sources/frame-survey.ts';

/** What the probe says of this document, as the worker reads it. */
const probe = (measureText = false) => v.parse(FrameProbeSchema, probeFrame(measureText));

describe('probeFrame', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <p id="p">A paragraph of the page.</p>
      <textarea id="t">Typed into a field</textarea>`;
    getSelection()?.removeAllRanges();
  });

  it('counts the selected characters of the page or of the focused text field', () => {
    expect(probe().selected).toBe(0);
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    getSelection()?.addRange(range);
    expect(probe().selected).toBe('A paragraph of the page.'.length);

    const field = document.getElementById('t') as HTMLTextAreaElement;
    field.focus();
    field.setSelectionRange(0, 5);
    expect(probe().selected).toBe(5);
  });

  it('counts its frames, and measures its text only when asked', () => {
    document.body.insertAdjacentHTML('beforeend', '<iframe></iframe><iframe></iframe>');
    const answer = probe();
    expect(answer.frames).toBe(2);
    expect(answer.textLength).toBe(0);
    expect(answer.url).toBe(location.href);
    expect(answer.origin).toBe(location.origin);
    expect(answer.editor).toBe(false);
  });
});

describe('probeFrame, in an editor’s frame', () => {
  afterEach(() => vi.unstubAllGlobals());

  /**
   * What the probe says from inside the editor frame `id` of this page: run as the browser runs
   * it there, with that frame's window and document (jsdom has neither contenteditable nor
   * innerText, so its body says both).
   */
  const probeIn = (id: string) => {
    const frame = document.getElementById(id) as HTMLIFrameElement;
    const win = frame.contentWindow!;
    Object.defineProperty(win.document.body, 'isContentEditable', { value: true });
    Object.defineProperty(win.document.body, 'innerText', { value: 'A draft.' });
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', win.document);
    vi.stubGlobal('location', win.location);
    return v.parse(FrameProbeSchema, probeFrame(false));
  };

  it('names it by the label of the field it stands for, not by the library’s frame title', () => {
    // TinyMCE's markup: the field hidden, its box just after it, the frame deep inside.
    document.body.innerHTML = `
      <form>
        <label for="essay">Essay</label>
        <textarea id="essay" style="display: none"></textarea>
        <div class="tox"><div><div><iframe id="essay_ifr" title="Rich Text Area"></iframe></div></div></div>
        <span id="r">Reflection</span>
        <textarea id="reflection" aria-labelledby="r" style="display: none"></textarea>
        <div class="tox"><div><div><iframe id="reflection_ifr" title="Rich Text Area"></iframe></div></div></div>
      </form>`;
    expect(probeIn('essay_ifr')).toMatchObject({ editor: true, label: 'Essay' });
    vi.unstubAllGlobals();
    expect(probeIn('reflection_ifr')).toMatchObject({ editor: true, label: 'Reflection' });
  });

  it('names a frame the page made by its own label, and leaves a frame with none unnamed', () => {
    document.body.innerHTML = `
      <iframe id="summary" aria-label="Summary"></iframe>
      <div><iframe id="bare"></iframe></div>`;
    expect(probeIn('summary').label).toBe('Summary');
    vi.unstubAllGlobals();
    const bare = probeIn('bare');
    expect(bare.label).toBeUndefined();
    expect(bare.place).toEqual({ x: 0, y: 0 });
  });
});
