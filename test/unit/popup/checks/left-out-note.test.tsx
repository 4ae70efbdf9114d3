// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckRecord } from '../../../../src/shared/checks/check-record.ts';
import type { LeftOut } from '../../../../src/shared/checks/left-out.ts';
import { LeftOutNote } from '../../../../src/popup/checks/left-out-note.tsx';
import { aiTextCheck } from '../../../support/check-records.ts';

const check = (leftOut?: LeftOut[]): CheckRecord =>
  aiTextCheck({
    source: { origin: 'page', tabId: 1, textId: 't1', ...(leftOut ? { leftOut } : {}) },
  });

describe('LeftOutNote', () => {
  afterEach(cleanup);

  it('says how many characters no reader can see were not sent', () => {
    render(<LeftOutNote checks={[check([{ reason: 'unseen', chars: 1250 }])]} />);
    const note = screen.getByTestId('left-out-note');
    expect(note.textContent).toBe(
      'Not sent: 1,250 characters no reader can see (hidden, or drawn so they cannot be told from what is behind them).',
    );
    expect(note.dataset['chars']).toBe('1250');
  });

  it('counts one character as one', () => {
    render(<LeftOutNote checks={[check([{ reason: 'unseen', chars: 1 }])]} />);
    expect(screen.getByTestId('left-out-note').textContent).toMatch(/^Not sent: 1 character no/);
  });

  it('says nothing when nothing was left out', () => {
    const { container } = render(<LeftOutNote checks={[check()]} />);
    expect(container.textContent).toBe('');
  });
});
