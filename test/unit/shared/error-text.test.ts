import { describe, expect, it } from 'vitest';
import { explainError } from '../../../src/shared/error-text.ts';
import { SETTINGS_ERROR_WORDS } from '../../../src/options/settings-error-words.ts';
import { appError, BROWSER_PAGE_CODE, ERROR_KINDS } from '../../../src/core/errors.ts';

describe('explainError', () => {
  it('gives every kind a title and a next step, and keeps the detail', () => {
    const titles = new Set<string>();
    for (const kind of ERROR_KINDS) {
      const text = explainError(appError(kind, 'detail from the service'));
      expect(text.title.length).toBeGreaterThan(3);
      expect(text.action.length).toBeGreaterThan(3);
      expect(text.detail).toBe('detail from the service');
      titles.add(text.title);
    }
    expect(titles.size).toBe(ERROR_KINDS.length);
  });
});

describe('explainError by code', () => {
  it('says a browser page is closed to extensions, with nothing to grant', () => {
    const closed = explainError(
      appError('permission', 'Browser pages and the web store cannot be checked.', {
        code: BROWSER_PAGE_CODE,
      }),
    );
    expect(closed.title).toBe('This page cannot be checked');
    expect(closed.action).not.toMatch(/grant/i);
  });
});

describe('explainError for the cost guard', () => {
  it('does not call a check waiting for a yes "not enough credits"', () => {
    const waiting = explainError(
      appError('credits', 'About 45 credits.', { code: 'needs-confirmation' }),
    );
    expect(waiting.title).toBe('Waiting for your OK');
    const capped = explainError(appError('credits', 'About 777 credits.', { code: 'over-limit' }));
    expect(capped.action).toContain('raise the limit in Settings');
  });
});

describe('explainError on the settings page', () => {
  it('speaks of saving, not of checks, where a check’s words would mislead', () => {
    for (const kind of ['invalid-input', 'network', 'rate-limited', 'auth'] as const) {
      const inSettings = explainError(appError(kind, 'why'), SETTINGS_ERROR_WORDS);
      expect(`${inSettings.title} ${inSettings.action}`).not.toMatch(/\bchecks?\b(?! the)/i);
      expect(inSettings).not.toEqual(explainError(appError(kind, 'why')));
      expect(inSettings.detail).toBe('why');
    }
    // Kinds with nothing check-specific keep their words.
    expect(explainError(appError('forbidden', 'x'), SETTINGS_ERROR_WORDS)).toEqual(
      explainError(appError('forbidden', 'x')),
    );
  });
});
