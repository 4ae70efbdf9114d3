// @vitest-environment jsdom
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import {
  FOLD_ABOVE_CHARS,
  MarkedText,
  readableWhitespace,
} from '../../../../src/popup/checks/marked-text.tsx';

describe('MarkedText', () => {
  it('collapses source indentation but keeps paragraph breaks', () => {
    expect(readableWhitespace('The coast\n        path starts')).toBe('The coast path starts');
    expect(readableWhitespace('End of one.\n\nStart of two.')).toBe('End of one.\n\nStart of two.');
    expect(readableWhitespace('a \n  \n\t b')).toBe('a\n\nb');
  });

  it('marks the stretches at their offsets in the original text', () => {
    const text = 'First part,\n    second part, third part.';
    const { container } = render(
      <MarkedText
        label="with test marks"
        text={text}
        marks={[
          { start: 0, length: 10, className: 'section-ai', title: 'AI-written' },
          { start: 16, length: 11, className: 'section-human', title: 'Human-written' },
          // Overlaps the one before: skipped rather than painted twice.
          { start: 20, length: 3, className: 'span-flagged', title: 'x' },
        ]}
      />,
    );
    const marks = [...container.querySelectorAll('mark')];
    expect(marks.map((m) => [m.className, m.textContent])).toEqual([
      ['section-ai', 'First part'],
      ['section-human', 'second part'],
    ]);
    expect(container.textContent).toBe('First part, second part, third part.');
  });

  it('folds a long text under a summary instead of giving it a scroller of its own', () => {
    const short = render(<MarkedText label="with x marked" text="Short." marks={[]} />);
    expect(short.container.querySelector('details')).toBeNull();
    const text = 'word '.repeat(FOLD_ABOVE_CHARS / 5 + 1);
    const { container } = render(
      <MarkedText
        label="with AI-written sections marked"
        text={text}
        marks={[{ start: 0, length: 4, className: 'section-ai', title: 'AI-written' }]}
      />,
    );
    const fold = container.querySelector('details');
    expect(fold?.open).toBe(false);
    expect(fold?.querySelector('summary')?.textContent).toBe(
      `The whole text (${text.length.toLocaleString('en')} characters), with AI-written sections marked`,
    );
    expect(fold?.querySelector('mark')?.textContent).toBe('word');
  });
});
