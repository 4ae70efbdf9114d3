import { describe, expect, it } from 'vitest';
import { appError } from '../../../../src/core/errors.ts';
import { LogEntrySchema, type LogEntry } from '../../../../src/shared/log/log-entry.ts';
import { cut, redactDetail, redactEntry, redactText } from '../../../../src/shared/log/redact.ts';
import * as v from 'valibot';

const API_KEY = '00000000-demo-4000-8000-000000000000';
const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vQGV4YW1wbGUuY29tIn0.Qx7Yc2k9ZfVb3Lm1';
const OPAQUE_TOKEN = '9F3kQ7xLm2Vb8Nc4Zt6Wy1Rp5Hs0Jd3GfA7eK2uY9oI4';
const RELAY_TOKEN = 'rt_5Jk8QwErTy12pLmN';
const HOOK_SECRET = 'q2Vb7hN0xLs9K1fWcZ4TgR8mYp3DaUe6Io5JkHnQ2vA';
const HOOK_URL = `https://relay.example.org/lens/hooks/al-m3x9k2a1-4f7q0z8c1b2d/${HOOK_SECRET}/status/completed`;

/** Every string of an entry or a detail, joined, to look for leaks anywhere in it. */
const allText = (value: unknown): string => JSON.stringify(value);

describe('redactText', () => {
  it('hides the secret of a relay hook address inside an error message, keeping the scan id', () => {
    const error = appError('network', `The service could not deliver to ${HOOK_URL}: refused.`);
    const text = redactText(error.message);
    expect(text).toBe(
      'The service could not deliver to https://relay.example.org/lens/hooks/al-m3x9k2a1-4f7q0z8c1b2d/[secret]/status/completed: refused.',
    );
  });

  it('drops query strings and fragments of addresses, and the user part', () => {
    expect(
      redactText(
        'GET https://user:hunter22@relay.example.org/api/scans/al-1/events?after=3&token=abc#x failed',
      ),
    ).toBe('GET https://[redacted]@relay.example.org/api/scans/al-1/events?[query] failed');
    expect(redactText('GET /api/scans/al-1/events?after=3 answered 500')).toBe(
      'GET /api/scans/al-1/events?[query] answered 500',
    );
  });

  it('hides bearer tokens, Authorization headers and key=value secrets', () => {
    expect(redactText(`Authorization: Bearer ${ACCESS_TOKEN}`)).toBe('Authorization: [redacted]');
    expect(redactText(`sent with bearer ${ACCESS_TOKEN} to the API`)).toBe(
      'sent with Bearer [redacted] to the API',
    );
    expect(redactText(`{"email":"a@b.test","key":"${API_KEY}"}`)).toBe(
      '{"email":"[email]","key":"[redacted]"}',
    );
    expect(redactText(`relayToken=${RELAY_TOKEN}; apiKey: ${API_KEY}`)).toBe(
      'relayToken=[redacted]; apiKey: [redacted]',
    );
    expect(redactText(`{"access_token":"${ACCESS_TOKEN}",".expires":"x"}`)).toBe(
      '{"access_token":"[redacted]",".expires":"x"}',
    );
  });

  it('hides e-mail addresses, API-key-shaped values and long tokens wherever they stand', () => {
    expect(redactText(`Login of jane.doe+lens@example.co.uk with ${API_KEY} refused`)).toBe(
      'Login of [email] with [key] refused',
    );
    expect(redactText(`it sent ${ACCESS_TOKEN} back`)).toBe('it sent [token] back');
    expect(redactText(`it sent ${OPAQUE_TOKEN} back`)).toBe('it sent [token] back');
    expect(redactText(`secret ${HOOK_SECRET} seen`)).toBe('secret [token] seen');
  });

  it('hides the exact secrets it is given, even short ones no pattern knows', () => {
    expect(redactText(`The relay refused ${RELAY_TOKEN}.`, { secrets: [RELAY_TOKEN] })).toBe(
      'The relay refused [secret].',
    );
    // Too short to tell from a word: left to the patterns.
    expect(redactText('the word plain', { secrets: ['plain'] })).toBe('the word plain');
  });

  it('keeps what diagnosis needs: ids, hosts and paths, extension stacks, status codes', () => {
    const text =
      'Check al-m3x9k2a1-4f7q0z8c1b2d failed: HTTP 503 from https://api.copyleaks.com/v2/writer-detector/al-m3x9k2a1-4f7q0z8c1b2d/check at chrome-extension://abcdefghijklmnopabcdefghijklmnop/assets/check-runner-B3x9kLq1.js:1:2345';
    expect(redactText(text)).toBe(text);
  });

  it('drops the bytes of data: addresses, keeping their type', () => {
    expect(redactText('Could not load data:image/png;base64,iVBORw0KGgoAAAANSUhEUg== here')).toBe(
      'Could not load data:image/png,[46 chars] here',
    );
  });

  it('changes nothing when run again on its own output', () => {
    const once = redactText(
      `${HOOK_URL}?x=1 key=${API_KEY} Bearer ${ACCESS_TOKEN} a@b.test data:image/png;base64,AAAA`,
    );
    expect(redactText(once)).toBe(once);
  });
});

describe('redactDetail', () => {
  it('flattens an AppError nested in an object', () => {
    const error = appError('network', `Cannot reach ${HOOK_URL}?token=${RELAY_TOKEN}`, {
      status: 502,
    });
    expect(redactDetail({ checkId: 'al-1', error })).toEqual({
      checkId: 'al-1',
      'error.kind': 'network',
      'error.message':
        'Cannot reach https://relay.example.org/lens/hooks/al-m3x9k2a1-4f7q0z8c1b2d/[secret]/status/completed?[query]',
      'error.status': 502,
    });
  });

  it('keeps an Error’s name, message and stack, redacted, and its cause', () => {
    const cause = new TypeError(`fetch failed for jane@example.com`);
    const error = new RangeError(`Bad answer with key=${API_KEY}`, { cause });
    error.stack = `RangeError: Bad answer with key=${API_KEY}\n    at run (chrome-extension://abcdefghijklmnopabcdefghijklmnop/assets/run-x1.js:1:20)`;
    const detail = redactDetail(error);
    expect(detail).toMatchObject({
      name: 'RangeError',
      message: 'Bad answer with key=[redacted]',
      'cause.name': 'TypeError',
      'cause.message': 'fetch failed for [email]',
    });
    expect(detail?.['stack']).toContain('at run (chrome-extension://');
    expect(allText(detail)).not.toContain(API_KEY);
  });

  it('never keeps page text, only its size, and hides secret fields by name', () => {
    const pageText = 'A sentence of the page the user was reading. '.repeat(100);
    const detail = redactDetail({
      source: { url: 'https://news.example/a?id=7', text: pageText, title: 'Private title' },
      input: pageText,
      html: '<p>page</p>',
      selection: { text: 'picked words' },
      apiKey: API_KEY,
      token: { accessToken: ACCESS_TOKEN },
      images: ['a', 'b', 'c'],
    });
    expect(detail).toEqual({
      'source.url': 'https://news.example/a?[query]',
      'source.text': `[${pageText.length} chars]`,
      'source.title': '[13 chars]',
      input: `[${pageText.length} chars]`,
      html: '[11 chars]',
      selection: '[omitted]',
      apiKey: '[redacted]',
      token: '[redacted]',
      images: '[3 items]',
    });
  });

  it('cuts long strings, bounds the number of fields, and survives cycles', () => {
    const cyclic: Record<string, unknown> = { reason: 'x'.repeat(1000) };
    cyclic['self'] = cyclic;
    for (let i = 0; i < 30; i++) cyclic[`n${i}`] = i;
    const detail = redactDetail(cyclic);
    expect(detail?.['reason']).toMatch(/^x+… \[1000 chars\]$/);
    expect(String(detail?.['reason']).length).toBeLessThanOrEqual(200);
    expect(detail?.['self']).toBe('[object]');
    expect(Object.keys(detail ?? {})).toHaveLength(16);
    expect(detail?.['more']).toBe('17 more fields left out');
  });

  it('turns a lone value into one field, and nothing into nothing', () => {
    expect(redactDetail('offline')).toEqual({ value: 'offline' });
    expect(redactDetail(404)).toEqual({ value: 404 });
    expect(redactDetail(undefined)).toBeUndefined();
    expect(redactDetail({})).toBeUndefined();
  });

  it('always makes a detail the entry schema accepts', () => {
    const entry: LogEntry = {
      time: 1,
      level: 'error',
      runtime: 'worker',
      scope: 'checks',
      message: 'm',
      detail: redactDetail(
        new Error('x'.repeat(5000), { cause: { deep: { deeper: { deepest: 1 } } } }),
      ),
    };
    expect(v.is(LogEntrySchema, entry)).toBe(true);
  });
});

describe('redactEntry', () => {
  it('hides the secrets this side knows in an entry made elsewhere', () => {
    const entry: LogEntry = {
      time: 5,
      level: 'warn',
      runtime: 'options',
      scope: 'account',
      message: `Saved ${RELAY_TOKEN}`,
      detail: { note: `with ${RELAY_TOKEN}`, status: 400 },
    };
    expect(redactEntry(entry, { secrets: [RELAY_TOKEN] })).toEqual({
      ...entry,
      message: 'Saved [secret]',
      detail: { note: 'with [secret]', status: 400 },
    });
  });
});

describe('cut', () => {
  it('leaves short text alone and says how long cut text was', () => {
    expect(cut('short', 10)).toBe('short');
    const long = cut('y'.repeat(500), 40);
    expect(long).toHaveLength(40);
    expect(long.endsWith('… [500 chars]')).toBe(true);
  });
});
