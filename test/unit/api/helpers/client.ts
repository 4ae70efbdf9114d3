/** Builds a client over a fake fetch with instant, recorded sleeps and a controllable clock. */
import {
  createApiClient,
  memoryLoginGuardStore,
  memoryTokenStore,
  type ApiClient,
  type ApiClientOptions,
  type Credentials,
} from '../../../../src/api/index.ts';
import {
  fakeFetch,
  json,
  LOGIN_OK,
  type FakeFetch,
  type Handler,
  type RecordedCall,
} from './fake-fetch.ts';

export const CREDENTIALS: Credentials = {
  email: 'dev@example.com',
  key: 'secret-key-00000000-1111',
};
export const API = 'https://api.test';
export const AUTH = 'https://id.test';

export interface TestClient {
  client: ApiClient;
  fake: FakeFetch;
  sleeps: number[];
  clock: { now: number };
  tokenStore: ReturnType<typeof memoryTokenStore>;
  guardStore: ReturnType<typeof memoryLoginGuardStore>;
  /** Calls to the API host only (login calls left out). */
  apiCalls(): RecordedCall[];
  loginCalls(): RecordedCall[];
}

/** Answers logins with LOGIN_OK and passes API calls to `api`. */
export function withLogin(api: Handler): Handler {
  let apiIndex = 0;
  return (call) => (call.url.startsWith(AUTH) ? json(200, LOGIN_OK) : api(call, apiIndex++));
}

export function testClient(
  handler: Handler,
  overrides: Partial<ApiClientOptions> = {},
): TestClient {
  const fake = fakeFetch(handler);
  const sleeps: number[] = [];
  const clock = { now: Date.parse('2025-08-02T10:19:40Z') };
  const tokenStore = memoryTokenStore();
  const guardStore = memoryLoginGuardStore();
  const client = createApiClient({
    apiBaseUrl: API,
    authBaseUrl: AUTH,
    credentials: () => Promise.resolve(CREDENTIALS),
    tokenStore,
    loginGuardStore: guardStore,
    fetch: fake.fetch,
    now: () => clock.now,
    sleep: (ms) => {
      sleeps.push(ms);
      clock.now += ms;
      return Promise.resolve();
    },
    random: () => 0.5,
    retry: {
      maxRetries: 3,
      maxUnreachableRetries: 1,
      baseMs: 100,
      capMs: 1000,
      jitterMinMs: 10,
      jitterMaxMs: 20,
    },
    ...overrides,
  });
  return {
    client,
    fake,
    sleeps,
    clock,
    tokenStore,
    guardStore,
    apiCalls: () => fake.calls.filter((c) => c.url.startsWith(API)),
    loginCalls: () => fake.calls.filter((c) => c.url.startsWith(AUTH)),
  };
}
