import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AppErrorSchema } from '../../../src/core/errors.ts';
import { kindForStatus, toApiError, transportError } from '../../../src/api/errors.ts';

const noHeaders = new Headers();

describe('toApiError reads every error-body form', () => {
  it('reads the JSON envelope: message, id as code, first detail param as field', () => {
    const error = toApiError(400, noHeaders, {
      error: {
        type: 'invalid_request_error',
        id: 'missing_parameter',
        code: 1,
        message: 'The url field is required.',
        details: [{ param: 'url', message: 'required' }],
      },
    });
    expect(error).toEqual({
      kind: 'invalid-input',
      message: 'The url field is required.',
      status: 400,
      code: 'missing_parameter',
      field: 'url',
    });
  });

  it('falls back to the numeric envelope code when there is no id', () => {
    const error = toApiError(402, noHeaders, {
      error: { code: 13, message: 'Not enough credits' },
    });
    expect(error).toMatchObject({ kind: 'credits', code: '13', message: 'Not enough credits' });
  });

  it('reads the legacy {Message} body with the Copyleaks-Error-Code header', () => {
    const headers = new Headers({ 'Copyleaks-Error-Code': 'AU1' });
    const error = toApiError(401, headers, { Message: 'Authorization has been denied.' });
    expect(error).toEqual({
      kind: 'auth',
      message: 'Authorization has been denied.',
      status: 401,
      code: 'AU1',
    });
  });

  it('reads a plain-text body', () => {
    const error = toApiError(
      409,
      new Headers({ 'copyleaks-error-code': 'S7' }),
      'Scan id already exists',
    );
    expect(error).toMatchObject({
      kind: 'conflict',
      message: 'Scan id already exists',
      code: 'S7',
    });
  });

  it('reads ASP.NET problem-details', () => {
    const error = toApiError(401, noHeaders, {
      type: 'https://tools.ietf.org/html/rfc7235#section-3.1',
      title: 'Unauthorized',
      status: 401,
      traceId: '00-abc-def-00',
    });
    expect(error).toMatchObject({ kind: 'auth', message: 'Unauthorized', status: 401 });
  });

  it('uses a default message for an empty or HTML body', () => {
    expect(toApiError(404, noHeaders, undefined).message).toMatch(/does not know this scan/);
    expect(toApiError(502, noHeaders, '<html><body>Bad gateway</body></html>').message).toMatch(
      /internal problem \(HTTP 502\)/,
    );
  });

  it('clips very long messages', () => {
    const error = toApiError(400, noHeaders, 'x'.repeat(5000));
    expect(error.message.length).toBeLessThanOrEqual(301);
  });

  it('carries retryAfterMs when given', () => {
    expect(toApiError(429, noHeaders, undefined, 5000)).toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 5000,
    });
  });

  it('produces structured-cloneable plain AppError values', () => {
    const error = toApiError(400, new Headers({ 'Copyleaks-Error-Code': 'X' }), { Message: 'bad' });
    expect(v.is(AppErrorSchema, error)).toBe(true);
    expect(structuredClone(error)).toEqual(error);
    expect(Object.getPrototypeOf(error)).toBe(Object.prototype);
  });
});

describe('kindForStatus', () => {
  it.each([
    [400, 'invalid-input'],
    [401, 'auth'],
    [402, 'credits'],
    [403, 'auth'],
    [404, 'not-found'],
    [409, 'conflict'],
    [429, 'rate-limited'],
    [500, 'service'],
    [503, 'service'],
  ] as const)('%i → %s', (status, kind) => {
    expect(kindForStatus(status)).toBe(kind);
  });
});

describe('transportError', () => {
  it('is a network error with the failure as code', () => {
    expect(transportError('timeout', 30_000)).toEqual({
      kind: 'network',
      message: 'The service did not answer within 30 s.',
      code: 'timeout',
    });
    expect(transportError('not-sent').code).toBe('not-sent');
  });
});

describe('problem-details with validation errors', () => {
  it('names the first field and its message', () => {
    const error = toApiError(400, noHeaders, {
      type: 'https://tools.ietf.org/html/rfc9110#status-400',
      title: 'Bad Request',
      status: 400,
      traceId: '00-1-2-00',
      errors: { filename: ['Unsupported extension.'] },
    });
    expect(error).toMatchObject({
      kind: 'invalid-input',
      message: 'Bad Request: filename: Unsupported extension.',
      field: 'filename',
    });
  });
});
