// @vitest-environment jsdom
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { probeFrame } from '../../../../src/background/sources/frame-probe.ts';
import { FrameProbeSchema } from '../../../../src/shared/frames/frame-survey.ts';

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
