/**
 * Settings of `npm run relay`, from flags first, then environment variables, then defaults.
 * Parsing is pure (argv and env are passed in) so tests can cover it without a process.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_BODY_LIMITS, type BodyLimits } from '../body-limits.ts';
import { relayTokenProblem } from '../token-rules.ts';

export interface RelayConfig {
  host: string;
  /** 0 picks a free port. */
  port: number;
  dbPath: string;
  /** From RELAY_TOKEN (never a flag: flags show in the process list). */
  token?: string;
  /** A file holding the token (--token-file or RELAY_TOKEN_FILE). */
  tokenFile?: string;
  limits: BodyLimits;
  /** Days events are kept; 0 keeps them for ever. */
  retentionDays: number;
}

export const DEFAULT_DB_PATH = '.relay/relay.sqlite';
/** Bodies are held in memory and stored as one SQLite blob (at most 1 GB). */
const MAX_BODY_BYTES = 512 * 1024 * 1024;

export const USAGE = `Usage: npm run relay -- [options]

  --host <address>            listen address (RELAY_HOST; default 127.0.0.1)
  --port <number>             listen port, 0 for any free one (RELAY_PORT; default 8787)
  --db <path>                 SQLite file (RELAY_DB; default ${DEFAULT_DB_PATH})
  --token-file <path>         file holding the relay token (RELAY_TOKEN_FILE; or the token
                              itself in RELAY_TOKEN; default: generated once and kept in
                              relay-token next to the database). There is no --token flag:
                              flags show in the process list.
  --retention-days <n>        days events are kept, 0 for ever (RELAY_RETENTION_DAYS;
                              default 30)
  --max-webhook-bytes <n>     largest webhook body (RELAY_MAX_WEBHOOK_BYTES; default 1 MiB)
  --max-delivery-bytes <n>    largest export delivery or image result
                              (RELAY_MAX_DELIVERY_BYTES; default 32 MiB)
  --help                      show this text`;

export type ConfigRead =
  | { ok: true; config: RelayConfig }
  | { ok: false; help: true }
  | { ok: false; help?: false; message: string };

function wholeNumber(name: string, raw: string, min: number, max: number): number | string {
  if (!/^\d+$/.test(raw)) return `${name} must be a whole number, not "${raw}".`;
  const value = Number(raw);
  return value < min || value > max ? `${name} must be between ${min} and ${max}.` : value;
}

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

  const port = wholeNumber('--port', values.port ?? env.RELAY_PORT ?? '8787', 0, 65_535);
  if (typeof port === 'string') return { ok: false, message: port };
  const webhookBytes = wholeNumber(
    '--max-webhook-bytes',
    values['max-webhook-bytes'] ??
      env.RELAY_MAX_WEBHOOK_BYTES ??
      String(DEFAULT_BODY_LIMITS.webhookBytes),
    1,
    MAX_BODY_BYTES,
  );
  if (typeof webhookBytes === 'string') return { ok: false, message: webhookBytes };
  const deliveryBytes = wholeNumber(
    '--max-delivery-bytes',
    values['max-delivery-bytes'] ??
      env.RELAY_MAX_DELIVERY_BYTES ??
      String(DEFAULT_BODY_LIMITS.deliveryBytes),
    1,
    MAX_BODY_BYTES,
  );
  if (typeof deliveryBytes === 'string') return { ok: false, message: deliveryBytes };
  const retentionDays = wholeNumber(
    '--retention-days',
    values['retention-days'] ?? env.RELAY_RETENTION_DAYS ?? '30',
    0,
    36_500,
  );
  if (typeof retentionDays === 'string') return { ok: false, message: retentionDays };
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
      limits: { webhookBytes, deliveryBytes },
      retentionDays,
    },
  };
}
