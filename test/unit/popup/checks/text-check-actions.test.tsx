// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';

// Drawing the buttons asks nothing; a click would.
vi.mock('../../../../src/platform/messaging.ts', () => ({ sendToBackground: vi.fn() }));

const { TextCheckActions } = await import('../../../../src/popup/checks/text-check-actions.tsx');

afterEach(cleanup);

const actions = (selection: string) => (
  <TextCheckActions
    tabId={1}
    selection={selection}
    onStarted={() => undefined}
    onError={() => undefined}
  />
);

describe('TextCheckActions', () => {
  it('says why a selection too short would be refused, in the reader’s language', async () => {
    render(inLanguage(await translatorIn('de'), actions('A short note.')));
    const refusal = screen.getByTestId('selection-refusal').textContent ?? '';
    // Not the English message the worker logs ("Text for AI detection needs at least…").
    expect(refusal).toMatch(/mindestens 255 Zeichen; dieser hat 13\./);
  });

  it('turns “Check selection” off when no chosen check could run', async () => {
    render(inLanguage(await translatorIn('en'), actions('')));
    expect(screen.getByTestId('check-selection').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('selection-refusal')).toBeNull();
  });
});
