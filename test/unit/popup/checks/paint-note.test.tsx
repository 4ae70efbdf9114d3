// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckRecord, TextCheckKind } from '../../../../src/shared/checks/check-record.ts';
import { aiTextCheck, moderationCheck } from '../../../support/check-records.ts';
import type { PaintReport } from '../../../../src/shared/text-checks/paint-report.ts';
import { PaintNote } from '../../../../src/popup/checks/paint-note.tsx';

const check = (kind: TextCheckKind, painted?: PaintReport): CheckRecord => {
  const change = { source: { origin: 'page' as const, tabId: 1, textId: 't1' }, painted };
  return kind === 'ai-text' ? aiTextCheck(change) : moderationCheck(change);
};

describe('PaintNote', () => {
  afterEach(cleanup);

  it('says how many sections could not be shown on the page, and why', () => {
    render(
      <PaintNote
        check={check('ai-text', { shown: 5, partly: 1, missing: 2, reason: 'changed' })}
      />,
    );
    expect(screen.getByTestId('paint-note').textContent).toBe(
      'On the page, 2 of 8 sections could not be shown, 1 only in part: the page changed after it was read. Check it again to mark them.',
    );
  });

  it('names moderation spans as flagged passages and explains form fields', () => {
    render(
      <PaintNote
        check={check('moderation', { shown: 0, partly: 0, missing: 1, reason: 'form-field' })}
      />,
    );
    expect(screen.getByTestId('paint-note').textContent).toBe(
      'On the page, 1 of 1 flagged passage could not be shown: text in a form field cannot be marked on the page.',
    );
  });

  it('says nothing when every span was shown, or nothing was painted yet', () => {
    const { container } = render(
      <>
        <PaintNote check={check('ai-text', { shown: 4, partly: 0, missing: 0 })} />
        <PaintNote check={check('ai-text')} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
