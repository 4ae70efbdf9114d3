// @vitest-environment jsdom
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { MarkedText, readableWhitespace } from '../../../../src/popup/checks/marked-text.tsx';

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
});
