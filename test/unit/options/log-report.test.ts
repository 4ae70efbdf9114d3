import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/shared/log/log-entry.ts';
import { browserLabel, formatDetail, formatLogReport } from '../../../src/options/log-report.ts';

const entries: LogEntry[] = [
  {
    time: Date.UTC(2026, 10, 23, 9, 30, 0),
    level: 'warn',
    runtime: 'worker',
    scope: 'messages',
    message: '"credits/get" failed',
    detail: { kind: 'network', message: 'Cannot reach the service', status: 0 },
    repeats: 2,
    lastTime: Date.UTC(2026, 10, 23, 9, 31, 0),
  },
  {
    time: Date.UTC(2026, 10, 23, 9, 32, 0),
    level: 'error',
    runtime: 'options',
    scope: 'uncaught',
    message: 'Uncaught TypeError: x is undefined',
  },
];

describe('formatLogReport', () => {
  it('starts with the version and browser, then one line an entry, oldest first', () => {
    const report = formatLogReport(
      {
        version: '0.1.0',
        browser: 'Chrome 131.0 (X11; Linux x86_64)',
        createdAt: Date.UTC(2026, 10, 23, 10),
      },
      entries,
    );
    expect(report.split('\n')).toEqual([
      'Authenticity Lens 0.1.0 diagnostics',
      'Browser: Chrome 131.0 (X11; Linux x86_64)',
      'Made: 2026-11-23T10:00:00.000Z',
      'Entries: 2, oldest first. Keys, tokens, e-mail addresses, query strings and page text are left out.',
      '',
      '2026-11-23T09:30:00.000Z  WARN   worker/messages  "credits/get" failed  (3 times, last 2026-11-23T09:31:00.000Z)  kind=network message="Cannot reach the service" status=0',
      '2026-11-23T09:32:00.000Z  ERROR  options/uncaught  Uncaught TypeError: x is undefined',
      '',
    ]);
  });
});

describe('formatDetail', () => {
  it('keeps a stack on one line', () => {
    expect(formatDetail({ stack: 'Error: x\n    at a (f.js:1:2)\n    at b' })).toBe(
      'stack="Error: x | at a (f.js:1:2) | at b"',
    );
  });
});

describe('browserLabel', () => {
  it('names the browser and version, the most specific first, with the platform', () => {
    expect(
      browserLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
      ),
    ).toBe('Edge 131.0.2903.70 (Windows NT 10.0; Win64; x64)');
    expect(
      browserLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox 133.0 (X11; Linux x86_64; rv:133.0)');
    expect(
      browserLabel(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36',
      ),
    ).toBe('Chrome 131.0.6778.85 (X11; Linux x86_64)');
    expect(browserLabel('')).toBe('unknown browser');
  });
});
