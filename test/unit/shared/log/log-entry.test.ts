import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  LogEntrySchema,
  PageLogEntrySchema,
  type LogEntry,
} from '../../../../src/shared/log/log-entry.ts';

const valid: LogEntry = {
  time: 1_700_000_000_000,
  level: 'warn',
  runtime: 'worker',
  scope: 'scans/follow',
  message: 'The relay did not answer',
  detail: { 'error.kind': 'network', status: 502, retry: true, cause: null },
};

describe('LogEntrySchema', () => {
  it('accepts a well-formed entry, with or without detail and repeats', () => {
    expect(v.is(LogEntrySchema, valid)).toBe(true);
    expect(v.is(LogEntrySchema, { ...valid, detail: undefined })).toBe(true);
    expect(v.is(LogEntrySchema, { ...valid, repeats: 3, lastTime: valid.time + 10 })).toBe(true);
  });

  it('refuses unknown levels and runtimes, odd scopes and overlong messages', () => {
    expect(v.is(LogEntrySchema, { ...valid, level: 'fatal' })).toBe(false);
    expect(v.is(LogEntrySchema, { ...valid, runtime: 'page' })).toBe(false);
    expect(v.is(LogEntrySchema, { ...valid, scope: 'Checks Runner' })).toBe(false);
    expect(v.is(LogEntrySchema, { ...valid, scope: 'a'.repeat(41) })).toBe(false);
    expect(v.is(LogEntrySchema, { ...valid, message: 'm'.repeat(301) })).toBe(false);
    expect(v.is(LogEntrySchema, { ...valid, time: -1 })).toBe(false);
  });

  it('refuses detail that could carry a page: nested objects, long values, many fields', () => {
    expect(v.is(LogEntrySchema, { ...valid, detail: { source: { text: 'page' } } })).toBe(false);
    expect(v.is(LogEntrySchema, { ...valid, detail: { text: 'p'.repeat(1_201) } })).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i]));
    expect(v.is(LogEntrySchema, { ...valid, detail: many })).toBe(false);
  });
});

describe('PageLogEntrySchema', () => {
  it('accepts entries of the popup and options page only', () => {
    expect(v.is(PageLogEntrySchema, { ...valid, runtime: 'popup' })).toBe(true);
    expect(v.is(PageLogEntrySchema, { ...valid, runtime: 'options' })).toBe(true);
    expect(v.is(PageLogEntrySchema, { ...valid, runtime: 'worker' })).toBe(false);
    expect(v.is(PageLogEntrySchema, { ...valid, runtime: 'content' })).toBe(false);
  });
});
