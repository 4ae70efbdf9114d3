/**
 * `npm run service [-- --port 8080 --auth-port 8081 --host 127.0.0.1 --time-scale 0.01 --sandbox]`
 * Starts the fake with the demo account and runs until Ctrl-C.
 * Env: FAKE_SERVICE_PORT, FAKE_SERVICE_AUTH_PORT, FAKE_SERVICE_HOST,
 * FAKE_SERVICE_TIME_SCALE, FAKE_SERVICE_SANDBOX=1, FAKE_SERVICE_CREDITS.
 */
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNT, startFakeService } from './index.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'auth-port': { type: 'string' },
    host: { type: 'string' },
    'time-scale': { type: 'string' },
    credits: { type: 'string' },
    sandbox: { type: 'boolean' },
  },
});

const env = process.env;
const number = (raw: string | undefined, fallback: number): number => {
  const parsed = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** Sandbox mode: the demo account starts with no credits, so only sandbox calls succeed. */
const sandbox = values.sandbox === true || env.FAKE_SERVICE_SANDBOX === '1';
const credits = sandbox
  ? 0
  : number(values.credits ?? env.FAKE_SERVICE_CREDITS, DEMO_ACCOUNT.credits ?? 1000);

const service = await startFakeService({
  host: values.host ?? env.FAKE_SERVICE_HOST ?? '127.0.0.1',
  apiPort: number(values.port ?? env.FAKE_SERVICE_PORT, 0),
  authPort: number(values['auth-port'] ?? env.FAKE_SERVICE_AUTH_PORT, 0),
  webhookTimeScale: number(values['time-scale'] ?? env.FAKE_SERVICE_TIME_SCALE, 0.01),
  accounts: [{ ...DEMO_ACCOUNT, credits }],
});

console.info(`Fake content-authenticity service running${sandbox ? ' (sandbox: no credits)' : ''}
  base_url  ${service.apiUrl}
  auth_url  ${service.authUrl}
  email     ${DEMO_ACCOUNT.email}
  key       ${DEMO_ACCOUNT.key}
  credits   ${credits}
  control   ${service.apiUrl}/__control/state (loopback only)
Press Ctrl-C to stop.`);

const stop = (): void => {
  void service.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
