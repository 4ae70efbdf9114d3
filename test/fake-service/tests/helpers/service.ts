import {
  DEMO_ACCOUNT,
  startFakeService,
  type FakeService,
  type FakeServiceOptions,
} from '../../index.ts';

export { DEMO_ACCOUNT };

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
}

/** A started fake plus helpers that speak to it over real HTTP. */
export interface TestService extends FakeService {
  login(account?: { email: string; key: string }): Promise<string>;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
}

export async function startTestService(options: FakeServiceOptions = {}): Promise<TestService> {
  const service = await startFakeService(options);
  const send = async (
    url: string,
    method: string,
    options: CallOptions = {},
  ): Promise<CallResult> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  };
  return {
    ...service,
    call: (method, path, options) => send(`${service.apiUrl}${path}`, method, options),
    login: async (account = DEMO_ACCOUNT) => {
      const result = await send(`${service.authUrl}/v3/account/login/api`, 'POST', {
        json: { email: account.email, key: account.key },
      });
      if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.text}`);
      return (result.json as { access_token: string }).access_token;
    },
  };
}

/** Reads a nested field of an unknown JSON value, for terse assertions. */
export function field(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A text of roughly `words` words, varied so hashing differs per seed. */
export function sampleText(words: number, seed = 'sample'): string {
  const vocabulary = [
    'river',
    'stone',
    'light',
    'morning',
    'quiet',
    'paper',
    'garden',
    'window',
    'signal',
    'harbor',
  ];
  const out: string[] = [];
  for (let index = 0; index < words; index += 1) {
    out.push(
      vocabulary[
        (index * 7 + seed.length + index * seed.charCodeAt(index % seed.length)) % vocabulary.length
      ] ?? 'word',
    );
    if (index % 12 === 11) out.push('\n');
  }
  return out.join(' ');
}
