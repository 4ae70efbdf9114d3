import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/shared/log/log-entry.ts';
import { createLogger } from '../../../src/shared/log/logger.ts';
import { logUncaughtErrors } from '../../../src/platform/uncaught-errors.ts';

function setUp(): { target: EventTarget; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const target = new EventTarget();
  logUncaughtErrors(
    createLogger('options', (e) => entries.push(e), { now: () => 7 }),
    target,
  );
  return { target, entries };
}

describe('logUncaughtErrors', () => {
  it('records an uncaught error, redacted, with its stack', () => {
    const { target, entries } = setUp();
    const error = new Error('Saving failed for jane@example.com with key=abc123def456');
    target.dispatchEvent(
      Object.assign(new Event('error'), { message: `Uncaught ${error.message}`, error }),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 'error',
      runtime: 'options',
      scope: 'uncaught',
      message: 'Uncaught Saving failed for [email] with key=[redacted]',
      detail: { message: 'Saving failed for [email] with key=[redacted]' },
    });
    expect(entries[0]?.detail?.['stack']).toContain('uncaught-errors.test.ts');
  });

  it('says where a script error without an error object happened', () => {
    const { target, entries } = setUp();
    target.dispatchEvent(
      Object.assign(new Event('error'), {
        message: 'Script error.',
        error: null,
        filename: 'chrome-extension://id/assets/index.js',
        lineno: 3,
        colno: 14,
      }),
    );
    expect(entries[0]).toMatchObject({
      message: 'Script error.',
      detail: { at: 'chrome-extension://id/assets/index.js:3:14' },
    });
  });

  it('records a promise rejection nothing handled', () => {
    const { target, entries } = setUp();
    target.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), {
        reason: { kind: 'network', message: 'GET https://relay.example/api?token=x failed' },
      }),
    );
    expect(entries[0]).toMatchObject({
      level: 'error',
      scope: 'unhandled-rejection',
      detail: { kind: 'network', message: 'GET https://relay.example/api?[query] failed' },
    });
  });
});
