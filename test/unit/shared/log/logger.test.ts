import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { appError } from '../../../../src/core/errors.ts';
import { capEntries } from '../../../../src/shared/log/entry-cap.ts';
import { LogEntrySchema, type LogEntry } from '../../../../src/shared/log/log-entry.ts';
import { createLogger } from '../../../../src/shared/log/logger.ts';

describe('createLogger', () => {
  it('makes valid, redacted entries of the runtime, at the level called', () => {
    const entries: LogEntry[] = [];
    const log = createLogger('popup', (e) => entries.push(e), {
      now: () => 1_234.6,
      secrets: () => ['s3cret-relay-token'],
    });
    log.warn('scans/poll', 'Polling jane@example.com s3cret-relay-token', {
      error: appError('network', 'down'),
    });
    log.debug('Odd Scope!', 'plain');
    expect(entries).toEqual([
      {
        time: 1_235,
        level: 'warn',
        runtime: 'popup',
        scope: 'scans/poll',
        message: 'Polling [email] [secret]',
        detail: { 'error.kind': 'network', 'error.message': 'down' },
      },
      { time: 1_235, level: 'debug', runtime: 'popup', scope: 'odd-scope-', message: 'plain' },
    ]);
    for (const entry of entries) expect(v.is(LogEntrySchema, entry)).toBe(true);
  });

  it('cuts an overlong message to the limit', () => {
    const entries: LogEntry[] = [];
    createLogger('worker', (e) => entries.push(e)).info('x', 'm'.repeat(5_000));
    expect(entries[0]?.message).toHaveLength(300);
  });

  it('never throws where it is called, even when its sink does', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = createLogger('worker', () => {
      throw new Error('disk full');
    });
    expect(() => log.error('x', 'y')).not.toThrow();
    expect(quiet).toHaveBeenCalledOnce();
    quiet.mockRestore();
  });
});

describe('capEntries', () => {
  it('passes the first entries, says once that the rest are dropped, then stays quiet', () => {
    const entries: LogEntry[] = [];
    const log = createLogger(
      'content',
      capEntries((e) => entries.push(e), 3),
    );
    for (let n = 0; n < 50; n++) log.warn('page-text', `failure ${n}`);
    expect(entries.map((e) => e.message)).toEqual([
      'failure 0',
      'failure 1',
      'failure 2',
      'More than 3 entries from here: the rest are dropped.',
    ]);
  });
});
