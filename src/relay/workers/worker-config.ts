/**
 * What a Worker deployment of the relay is told: the owner's token (a secret, RELAY_TOKEN) and
 * the limits (`vars`, the same RELAY_* names as the Node relay's environment).
 */
import { readRelaySettings, type RelaySettings } from '../relay-settings.ts';
import { relayTokenProblem } from '../token-rules.ts';
import type { DurableObjectNamespace } from './workers-types.ts';

export interface RelayWorkerEnv {
  RELAY: DurableObjectNamespace;
  RELAY_TOKEN?: string;
  [variable: string]: unknown;
}

export type WorkerConfig =
  { ok: true; token: string; settings: RelaySettings } | { ok: false; message: string };

export function readWorkerConfig(env: RelayWorkerEnv): WorkerConfig {
  const token = env.RELAY_TOKEN;
  if (typeof token !== 'string' || token === '') {
    return {
      ok: false,
      message:
        'The relay has no token yet: run `npm run relay:deploy` again, or ' +
        '`npx wrangler secret put RELAY_TOKEN`.',
    };
  }
  const problem = relayTokenProblem(token);
  if (problem !== undefined) return { ok: false, message: problem };
  const variables: Record<string, string | undefined> = {};
  for (const [name, raw] of Object.entries(env)) {
    if (typeof raw === 'string') variables[name] = raw;
  }
  const read = readRelaySettings(variables);
  return read.ok ? { ok: true, token, settings: read.settings } : read;
}
