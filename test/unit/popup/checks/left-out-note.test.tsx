// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LeftOutNote } from '../../../../src/popup/checks/left-out-note.tsx';

describe('LeftOutNote', () => {
  afterEach(cleanup);

  it('says how many characters no reader can see are left out, and not sent', () => {
    render(<LeftOutNote leftOut={[{ reason: 'unseen', chars: 1250 }]} />);
    const note = screen.getByTestId('left-out-note');
    expect(note.textContent).toBe(
      'Left out: 1,250 characters no reader can see (hidden, or drawn so they cannot be told from what is behind them); they are not sent.',
    );
    expect(note.dataset['chars']).toBe('1250');
  });

  it('counts one character as one', () => {
    render(<LeftOutNote leftOut={[{ reason: 'unseen', chars: 1 }]} />);
    expect(screen.getByTestId('left-out-note').textContent).toMatch(/^Left out: 1 character no/);
  });

  it('says when part of the selection was not drawn by its editor, and offers the paste box', () => {
    let pasted = 0;
    render(<LeftOutNote leftOut={[{ reason: 'undrawn' }]} onPaste={() => pasted++} />);
    expect(screen.getByTestId('left-out-undrawn').textContent).toMatch(
      /^Left out: part of the selection that its editor has not drawn on the page/,
    );
    expect(screen.queryByTestId('left-out-note')).toBeNull();
    fireEvent.click(screen.getByTestId('undrawn-paste'));
    expect(pasted).toBe(1);
  });

  it('says both, and offers no paste box under a result', () => {
    render(<LeftOutNote leftOut={[{ reason: 'unseen', chars: 12 }, { reason: 'undrawn' }]} />);
    expect(screen.getByTestId('left-out-note').dataset['chars']).toBe('12');
    expect(screen.getByTestId('left-out-undrawn')).toBeTruthy();
    expect(screen.queryByTestId('undrawn-paste')).toBeNull();
  });

  it('says how many other editors of the page, and how much of their writing, a page check left out', () => {
    render(<LeftOutNote leftOut={[{ reason: 'editors', editors: 2, chars: 1840 }]} />);
    const note = screen.getByTestId('left-out-editors');
    expect(note.textContent).toBe(
      'Not in this check: the writing in 2 other editors on the page (1,840 characters). Check each with its own button in this popup.',
    );
    expect(note.dataset['chars']).toBe('1840');
    expect(screen.queryByTestId('left-out-note')).toBeNull();
  });

  it("says a document file's comments and headers and footers were left out, and how many", () => {
    render(
      <LeftOutNote
        leftOut={[
          { reason: 'comments', count: 2 },
          { reason: 'headers', count: 1 },
        ]}
      />,
    );
    expect(screen.getByTestId('left-out-comments').textContent).toBe(
      '2 comments in the file were left out: comments are not the writing.',
    );
    expect(screen.getByTestId('left-out-headers').textContent).toBe(
      '1 page header or footer was left out: it repeats on every page and is not the writing.',
    );
  });

  it('says nothing when nothing was left out', () => {
    const { container } = render(<LeftOutNote leftOut={undefined} />);
    expect(container.textContent).toBe('');
  });
});
