// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
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

  it('says nothing when nothing was left out', () => {
    const { container } = render(<LeftOutNote leftOut={undefined} />);
    expect(container.textContent).toBe('');
  });
});
