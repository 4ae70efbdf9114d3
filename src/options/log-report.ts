import type { LogDetail, LogEntry } from '../shared/log/log-entry.ts';

export interface ReportHeader {
  /** The extension's version. */
  version: string;
  /** e.g. `Chrome 131.0.6778.85 (X11; Linux x86_64)`, from browserLabel. */
  browser: string;
  /** Epoch ms the report was made. */
  createdAt: number;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** `kind=network status=503 message="Cannot reach…"`: one line, quoted where it has spaces. */
export function formatDetail(detail: LogDetail): string {
  return Object.entries(detail)
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value.replace(/\s*\n\s*/g, ' | ') : String(value);
      return /[\s"=]/.test(text) || text === ''
        ? `${key}=${JSON.stringify(text)}`
        : `${key}=${text}`;
    })
    .join(' ');
}

/** How often and until when an entry came again, or nothing. */
export function formatRepeats(entry: LogEntry): string {
  if (!entry.repeats) return '';
  return `(${entry.repeats + 1} times${entry.lastTime ? `, last ${iso(entry.lastTime)}` : ''})`;
}

export function formatLogLine(entry: LogEntry): string {
  return [
    iso(entry.time),
    entry.level.toUpperCase().padEnd(5),
    `${entry.runtime}/${entry.scope}`,
    entry.message,
    formatRepeats(entry),
    entry.detail ? formatDetail(entry.detail) : '',
  ]
    .filter((part) => part !== '')
    .join('  ');
}

/**
 * The log as a user sends it with a bug report: who made it (extension version, browser), then
 * the entries oldest first, one a line. Entries were redacted when they were made.
 */
export function formatLogReport(header: ReportHeader, entries: readonly LogEntry[]): string {
  const lines = [
    `Authenticity Lens ${header.version} diagnostics`,
    `Browser: ${header.browser}`,
    `Made: ${iso(header.createdAt)}`,
    `Entries: ${entries.length}, oldest first. Keys, tokens, e-mail addresses, query strings and page text are left out.`,
    '',
    ...entries.map(formatLogLine),
  ];
  return `${lines.join('\n')}\n`;
}

/** Browser names in a user agent, most specific first (Edge's also says Chrome). */
const BROWSERS: [token: string, name: string][] = [
  ['Firefox', 'Firefox'],
  ['Edg', 'Edge'],
  ['OPR', 'Opera'],
  ['HeadlessChrome', 'Headless Chrome'],
  ['Chromium', 'Chromium'],
  ['Chrome', 'Chrome'],
];

/** The browser and its version from a user agent string, with the platform it names. */
export function browserLabel(userAgent: string): string {
  const platform = /\(([^)]*)\)/.exec(userAgent)?.[1];
  let browser: string | undefined;
  for (const [token, name] of BROWSERS) {
    const version = new RegExp(`\\b${token}/([\\d.]+)`).exec(userAgent)?.[1];
    if (version) {
      browser = `${name} ${version}`;
      break;
    }
  }
  browser ??= userAgent.slice(0, 80) || 'unknown browser';
  return platform ? `${browser} (${platform})` : browser;
}
