/**
 * Settings of `npm run relay`, from flags first, then environment variables, then defaults.
 * Parsing is pure (argv and env are passed in) so tests can cover it without a process.
 */
import { parseArgs } from 'node:util';
import { readRelaySettings, type RelaySettings } from '../relay-settings.ts';
import { relayTokenProblem } from '../token-rules.ts';
import type { ArgsRefused } from './run-cli.ts';

export interface RelayConfig {
  host: string;
  /** 0 picks a free port. */
  port: number;
  dbPath: string;
  /** From RELAY_TOKEN (never a flag: flags show in the process list). */
  token?: string;
  /** A file holding the token (--token-file or RELAY_TOKEN_FILE). */
  tokenFile?: string;
  settings: RelaySettings;
}

export const DEFAULT_DB_PATH = '.relay/relay.sqlite';

export const USAGE = `Usage: npm run relay -- [options]

  --host <address>            listen address (RELAY_HOST; default 127.0.0.1)
  --port <number>             listen port, 0 for any free one (RELAY_PORT; default 8787)
  --db <path>                 SQLite file (RELAY_DB; default ${DEFAULT_DB_PATH})
  --token-file <path>         file holding the owner's relay token (RELAY_TOKEN_FILE; or the
                              token itself in RELAY_TOKEN; default: generated once and kept in
                              relay-token next to the database). There is no --token flag:
                              flags show in the process list.
  --retention-days <n>        days events are kept, 0 for ever (RELAY_RETENTION_DAYS;
                              default 30)
  --max-webhook-bytes <n>     largest webhook body (RELAY_MAX_WEBHOOK_BYTES; default 1 MiB)
  --max-delivery-bytes <n>    largest export delivery or image result
                              (RELAY_MAX_DELIVERY_BYTES; default 32 MiB)
  --help                      show this text

Other limits are environment variables only (src/relay/README.md): RELAY_SCAN_MAX_EVENTS,
RELAY_SCAN_MAX_BYTES, RELAY_MEMBER_MAX_EVENTS, RELAY_MEMBER_MAX_BYTES, RELAY_LARGE_BODY_SLOTS,
RELAY_BODY_TIMEOUT_MS, RELAY_AUTH_FAILURE_LIMIT, RELAY_AUTH_FAILURE_WINDOW_MS,
RELAY_HEARTBEAT_MS, RELAY_MAX_STREAM_MS.`;

export type ConfigRead = { ok: true; config: RelayConfig } | ArgsRefused;

/** Flags that set a limit, by the variable they stand for. */
const LIMIT_FLAGS = {
  RELAY_RETENTION_DAYS: 'retention-days',
  RELAY_MAX_WEBHOOK_BYTES: 'max-webhook-bytes',
  RELAY_MAX_DELIVERY_BYTES: 'max-delivery-bytes',
} as const;

export function readRelayConfig(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ConfigRead {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        db: { type: 'string' },
        'token-file': { type: 'string' },
        'retention-days': { type: 'string' },
        'max-webhook-bytes': { type: 'string' },
        'max-delivery-bytes': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { ok: false, help: true };

  const portText = values.port ?? env.RELAY_PORT ?? '8787';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535) {
    return {
      ok: false,
      message: `--port must be a whole number from 0 to 65535, not "${portText}".`,
    };
  }
  const fromFlags: Record<string, string | undefined> = {};
  const labels: Record<string, string> = {};
  for (const [variable, flag] of Object.entries(LIMIT_FLAGS)) {
    if (values[flag] !== undefined) {
      fromFlags[variable] = values[flag];
      labels[variable] = `--${flag}`;
    }
  }
  const read = readRelaySettings({ ...env, ...fromFlags }, undefined, labels);
  if (!read.ok) return read;
  const tokenFile = values['token-file'] ?? (env.RELAY_TOKEN_FILE || undefined);
  const token = tokenFile === undefined ? env.RELAY_TOKEN || undefined : undefined;
  const tokenProblem = token === undefined ? undefined : relayTokenProblem(token);
  if (tokenProblem !== undefined) return { ok: false, message: tokenProblem };
  return {
    ok: true,
    config: {
      host: values.host ?? env.RELAY_HOST ?? '127.0.0.1',
      port,
      dbPath: values.db ?? env.RELAY_DB ?? DEFAULT_DB_PATH,
      ...(token === undefined ? {} : { token }),
      ...(tokenFile === undefined ? {} : { tokenFile }),
      settings: read.settings,
    },
  };
}
