/** A failed check in a report: why, in words from its error's kind, and nothing of its own text. */
import { describe, expect, it } from 'vitest';
import english from '../../../../public/_locales/en/messages.json';
import german from '../../../../public/_locales/de/messages.json';
import { ERROR_KINDS, type AppError } from '../../../../src/core/errors.ts';
import { createTranslator } from '../../../../src/shared/i18n/translator.ts';
import { buildReport } from '../../../../src/shared/reports/build-report.ts';
import { aiTextCheck, imageCheck, moderationCheck } from '../../../support/check-records.ts';
import { unescape } from './report-html.ts';

const en = createTranslator('en', english, english);
const de = createTranslator('de', german, english);

const RELAY = 'https://relay.secret-school.example/hook/abc123';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-token';

/** The failed note's words in a report of one text check failed with `error`. */
async function noteOf(error: AppError | undefined, t = en): Promise<string> {
  const { html } = await buildReport(
    [aiTextCheck({ status: 'failed', ...(error ? { error } : {}), result: undefined })],
    t,
    { timeZone: 'UTC', now: 0 },
  );
  const match = /<p data-testid="report-failed">([^<]*)<\/p>/.exec(html);
  if (!match) throw new Error('no failed note in the report');
  return unescape(match[1]!);
}

const fault = (kind: AppError['kind'], change: Partial<AppError> = {}): AppError => ({
  kind,
  message: 'raw words',
  ...change,
});

describe('a failed check in a report', () => {
  it('says why in its kind’s words', async () => {
    const expected: Record<AppError['kind'], string> = {
      auth: "This check failed: the service did not accept the account's credentials.",
      'rate-limited': 'This check failed: the service was receiving too many requests at the time.',
      credits: 'This check failed: the account did not have enough credits.',
      'invalid-input':
        'This check failed: what was to be checked could not be checked as it was (for example too short, too long or in a format the service does not take).',
      'not-found':
        'This check failed: what was to be checked, or its result, could no longer be found.',
      conflict:
        'This check failed: the service had already received a check with the same identifier.',
      'not-ready': "This check has no result: the service's answer was not ready.",
      network:
        'This check failed: the service could not be reached (no connection, or no answer in time).',
      service: 'This check failed: the service had a problem and gave no usable answer.',
      permission:
        'This check failed: the browser did not allow the extension to read what was to be checked.',
      forbidden: 'This check failed: the request was not allowed.',
      internal: 'This check failed: the extension ran into an error of its own.',
      cancelled: 'This check was stopped before it finished.',
    };
    expect(Object.keys(expected).sort()).toEqual([...ERROR_KINDS].sort());
    for (const kind of ERROR_KINDS) expect(await noteOf(fault(kind))).toBe(expected[kind]);
  });

  it('says our cost guard’s refusals apart, and only “failed” without an error', async () => {
    expect(await noteOf(fault('invalid-input', { code: 'over-limit' }))).toBe(
      'This check was not sent: its estimated cost in credits was over the limit set for one check.',
    );
    expect(await noteOf(fault('invalid-input', { code: 'needs-confirmation' }))).toBe(
      'This check was not sent: it was waiting for its estimated cost in credits to be accepted.',
    );
    // A service's code is not ours: the kind speaks.
    expect(await noteOf(fault('credits', { code: 'constructor' }))).toBe(
      'This check failed: the account did not have enough credits.',
    );
    expect(await noteOf(undefined)).toBe('Failed.');
  });

  it('is in the reader’s language', async () => {
    expect(await noteOf(fault('network'), de)).toBe(
      'Diese Prüfung ist fehlgeschlagen: Der Dienst war nicht erreichbar (keine Verbindung oder keine rechtzeitige Antwort).',
    );
  });

  it('leaves no trace of an error whose words name a relay and carry a token', async () => {
    const error: AppError = {
      kind: 'network',
      message: `POST ${RELAY}?token=${TOKEN} failed: connection reset`,
      code: `relay-${TOKEN}`,
      site: RELAY,
      field: TOKEN,
      words: { key: 'error_relayUnreachable', args: [RELAY, TOKEN] },
    };
    const records = [
      aiTextCheck({ id: 'failed-ai', status: 'failed', error, result: undefined }),
      moderationCheck({ id: 'failed-mod', status: 'failed', error, result: undefined }),
      imageCheck('https://pics.example/cat.jpg', { status: 'failed', error, result: undefined }),
    ];
    const { html } = await buildReport(records, en, { timeZone: 'UTC', now: 0 });
    for (const trace of [RELAY, TOKEN, 'relay.secret-school', 'secret-token', 'abc123', 'reset'])
      expect(html).not.toContain(trace);
    expect(html.match(/data-testid="report-failed"/g)).toHaveLength(3);
  });
});
