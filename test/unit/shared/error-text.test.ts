import { describe, expect, it } from 'vitest';
import { explainError } from '../../../src/shared/error-text.ts';
import { SETTINGS_ERROR_WORDS } from '../../../src/options/settings-error-words.ts';
import { appError, BROWSER_PAGE_CODE, ERROR_KINDS } from '../../../src/core/errors.ts';
import {
  DOC_EXPORT_DISABLED_CODE,
  DOC_NO_ACCESS_CODE,
} from '../../../src/shared/docs/doc-export.ts';
import { DOC_SELECTION_CODE } from '../../../src/shared/frames/nothing-to-read.ts';

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

describe('explainError for Google Docs', () => {
  it('gives each way a Doc cannot be read its own title, not its kind’s', () => {
    const cases = [
      ['invalid-input', DOC_SELECTION_CODE, 'doc-selection'],
      ['permission', DOC_NO_ACCESS_CODE, 'doc-no-access'],
      ['permission', DOC_EXPORT_DISABLED_CODE, 'doc-export-disabled'],
    ] as const;
    const titles = new Set<string>();
    for (const [kind, code, spelled] of cases) {
      expect(code).toBe(spelled);
      const text = explainError(appError(kind, 'why', { code }));
      expect(text.title).not.toBe(explainError(appError(kind, 'why')).title);
      expect(text.action).not.toBe(explainError(appError(kind, 'why')).action);
      expect(text.detail).toBe('why');
      titles.add(text.title);
    }
    expect(titles.size).toBe(cases.length);
  });

  it('asks for a sign-in where access is missing, and for the owner where download is off', () => {
    const noAccess = explainError(appError('permission', 'x', { code: DOC_NO_ACCESS_CODE }));
    expect(noAccess.action).toMatch(/Sign in to Google/);
    const disabled = explainError(appError('permission', 'x', { code: DOC_EXPORT_DISABLED_CODE }));
    expect(disabled.title).toMatch(/turned off/);
    expect(disabled.action).toMatch(/owner/);
    const selection = explainError(appError('invalid-input', 'x', { code: DOC_SELECTION_CODE }));
    expect(selection.action).toMatch(/whole document/);
    expect(selection.action).toMatch(/paste/i);
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
