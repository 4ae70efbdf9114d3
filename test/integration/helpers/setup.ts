/**
 * Starts the fake service and a client wired to it. The client's clock is the fake's clock, and
 * its backoff sleep advances that clock instead of waiting, so retry schedules, token expiry and
 * rate windows play out without real time passing.
 */
import {
  createApiClient,
  memoryLoginGuardStore,
  memoryTokenStore,
  type ApiClient,
  type ApiClientOptions,
  type Credentials,
} from '../../../src/api/index.ts';
import { startFakeService, type FakeService } from '../../fake-service/index.ts';

export const ACCOUNT = {
  email: 'lens@example.test',
  key: 'integration-key-0123456789abcdef',
  credits: 500,
};

export interface Harness {
  svc: FakeService;
  client: ApiClient;
  tokenStore: ReturnType<typeof memoryTokenStore>;
  guardStore: ReturnType<typeof memoryLoginGuardStore>;
  sleeps: number[];
  makeClient(overrides?: Partial<ApiClientOptions>): ApiClient;
  /** Requests the fake answered on a path containing `part`. */
  requestsTo(part: string, method?: string): number;
  logins(): number;
}

export async function startHarness(overrides: Partial<ApiClientOptions> = {}): Promise<Harness> {
  const svc = await startFakeService({ accounts: [ACCOUNT], webhookTimeScale: 0.001 });
  const tokenStore = memoryTokenStore();
  const guardStore = memoryLoginGuardStore();
  const sleeps: number[] = [];
  const credentials: Credentials = { email: ACCOUNT.email, key: ACCOUNT.key };
  const makeClient = (more: Partial<ApiClientOptions> = {}): ApiClient =>
    createApiClient({
      apiBaseUrl: svc.apiUrl,
      authBaseUrl: svc.authUrl,
      credentials: () => Promise.resolve(credentials),
      tokenStore,
      loginGuardStore: guardStore,
      now: () => svc.control.clock.now(),
      sleep: (ms) => {
        sleeps.push(ms);
        svc.control.clock.advance(ms);
        return Promise.resolve();
      },
      timeoutMs: 5_000,
      ...overrides,
      ...more,
    });
  const requestsTo = (part: string, method?: string): number =>
    svc.control.requests.filter((r) => r.path.includes(part) && (!method || r.method === method))
      .length;
  return {
    svc,
    client: makeClient(),
    tokenStore,
    guardStore,
    sleeps,
    makeClient,
    requestsTo,
    logins: () => requestsTo('/v3/account/login/api'),
  };
}

export const AI_TEXT = `${'The committee reviewed the proposal in detail and found it sound. '.repeat(6)}`;
