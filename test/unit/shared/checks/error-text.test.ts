import { beforeAll, describe, expect, it } from 'vitest';
import { explainError as explainIn } from '../../../../src/shared/checks/error-text.ts';
import { errorDetail } from '../../../../src/shared/checks/error-detail.ts';
import type { Translator } from '../../../../src/shared/i18n/translator.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';
import { SETTINGS_ERROR_WORDS } from '../../../../src/options/settings-error-words.ts';
import {
  appError,
  BROWSER_PAGE_CODE,
  detailPlural,
  detailWords,
  ERROR_KINDS,
  type AppError,
} from '../../../../src/core/errors.ts';
import {
  DOC_EXPORT_DISABLED_CODE,
  DOC_NO_ACCESS_CODE,
} from '../../../../src/shared/google-docs/doc-export.ts';
import { DOC_SELECTION_CODE } from '../../../../src/shared/frames/unreadable-codes.ts';

let english: Translator;
let german: Translator;
beforeAll(async () => {
  [english, german] = await Promise.all([translatorIn('en'), translatorIn('de')]);
});

const explainError = (
  error: AppError,
  words?: Parameters<typeof explainIn>[2],
): ReturnType<typeof explainIn> => explainIn(error, english, words);

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

describe('explainError in the reader’s language', () => {
  it('gives every kind and code its own words in German', () => {
    for (const kind of ERROR_KINDS) {
      const inGerman = explainIn(appError(kind, 'x'), german);
      const inEnglish = explainError(appError(kind, 'x'));
      expect(inGerman.title).not.toBe(inEnglish.title);
      expect(inGerman.action).not.toBe(inEnglish.action);
    }
    const waiting = explainIn(appError('credits', 'x', { code: 'needs-confirmation' }), german);
    expect(waiting.title).toBe('Wartet auf Ihr OK');
  });

  it('shows an error’s words in the language, and its English message for the log', () => {
    const error = appError('invalid-input', 'Pasted text needs at least 255 characters; …', {
      words: detailWords('error_pastedTooShort', 255, 1234),
    });
    expect(explainIn(error, german).detail).toBe(
      'Eingefügter Text braucht mindestens 255 Zeichen; dieser hat 1.234. Fügen Sie einen längeren Abschnitt ein.',
    );
    expect(error.message).toMatch(/^Pasted text/);
  });

  it('picks the plural form by the count', () => {
    const cost = (credits: number): AppError =>
      appError('credits', 'English', {
        code: 'over-limit',
        words: detailPlural('error_costOverLimit', credits, 4000, 200),
      });
    expect(errorDetail(cost(1), english)).toMatch(/^This check would cost about 1 credit \(4,000/);
    expect(errorDetail(cost(777), english)).toMatch(/about 777 credits \(4,000 characters\)/);
    expect(errorDetail(cost(777), german)).toMatch(/etwa 777 Credits kosten \(4\.000 Zeichen\)/);
  });

  it('falls back to the English message for words the catalogue does not have', () => {
    const unknown = appError('service', 'The service said no.', {
      words: { key: 'error_fromANewerWorker', args: [] },
    });
    expect(errorDetail(unknown, german)).toBe('The service said no.');
    const unknownPlural = appError('service', 'Plural said no.', {
      words: { key: 'error_fromANewerWorker', args: [], count: 2 },
    });
    expect(errorDetail(unknownPlural, german)).toBe('Plural said no.');
    expect(errorDetail(appError('service', 'No words.'), german)).toBe('No words.');
  });

  it('takes no code from outside its own table', () => {
    const odd = explainError(appError('service', 'x', { code: 'constructor' }));
    expect(odd.title).toBe(explainError(appError('service', 'x')).title);
  });
});
