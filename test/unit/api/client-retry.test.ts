import { describe, expect, it } from 'vitest';
import { textMatching } from './helpers/matchers.ts';
import { connectionRefused, json, socketClosed, text } from './helpers/fake-fetch.ts';
import { testClient, withLogin } from './helpers/client.ts';
import { LONG_TEXT, SUBMIT_RESULT, TEXT_RESULT } from './fixtures.ts';

const webhooks = { status: 'https://hook.example/scan/{STATUS}' };
const submit = { url: 'https://example.com/a', properties: { webhooks } };
// Test retry settings: base 100 ms, cap 1000 ms, jitter 10–20 ms with random() = 0.5 → +15 ms.

describe('429 and server faults', () => {
  it('retries a 429 with exponential backoff plus jitter', async () => {
    const t = testClient(withLogin((_c, i) => (i < 3 ? json(429, {}) : json(200, { Amount: 1 }))));
    expect(await t.client.getCredits()).toEqual({ ok: true, value: { Amount: 1 } });
    expect(t.sleeps).toEqual([115, 215, 415]);
  });

  it('honours Retry-After', async () => {
    const t = testClient(
      withLogin((_c, i) =>
        i === 0 ? json(429, {}, { 'Retry-After': '0.25' }) : json(200, { Amount: 1 }),
      ),
    );
    await t.client.getCredits();
    expect(t.sleeps).toEqual([250]);
  });

  it('gives up after the configured retries with a rate-limited error', async () => {
    const t = testClient(
      withLogin(() => json(429, { error: { message: 'Slow down', id: 'rate_limited' } })),
    );
    const result = await t.client.getCredits();
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', message: 'Slow down', status: 429 },
    });
    expect(t.apiCalls()).toHaveLength(4);
  });

  it('does not wait longer than the cap: a long Retry-After is returned to the caller', async () => {
    const t = testClient(withLogin(() => json(429, {}, { 'Retry-After': '120' })));
    const result = await t.client.getCredits();
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', retryAfterMs: 120_000 },
    });
    expect(t.sleeps).toEqual([]);
  });

  it('retries a 429 on a credit-spending check (it was not processed)', async () => {
    const t = testClient(withLogin((_c, i) => (i === 0 ? json(429, {}) : json(200, TEXT_RESULT))));
    expect((await t.client.detectAiText('scan-1', { text: LONG_TEXT })).ok).toBe(true);
    expect(t.apiCalls()).toHaveLength(2);
  });

  it('retries 5xx on a GET but not on a credit-spending check', async () => {
    const get = testClient(
      withLogin((_c, i) => (i === 0 ? json(503, {}) : json(200, { Amount: 1 }))),
    );
    expect((await get.client.getCredits()).ok).toBe(true);
    const check = testClient(withLogin(() => json(500, { error: { message: 'Model failed' } })));
    expect(await check.client.detectAiText('scan-1', { text: LONG_TEXT })).toMatchObject({
      ok: false,
      error: { kind: 'service', status: 500, message: 'Model failed' },
    });
    expect(check.apiCalls()).toHaveLength(1);
  });
});

describe('network faults', () => {
  it('retries a check whose connection was refused (never sent)', async () => {
    const t = testClient(
      withLogin((_c, i) => {
        if (i === 0) throw connectionRefused();
        return json(200, TEXT_RESULT);
      }),
    );
    expect((await t.client.detectAiText('scan-1', { text: LONG_TEXT })).ok).toBe(true);
    expect(t.apiCalls()).toHaveLength(2);
  });

  it('does not repeat at once a check whose connection dropped, and says it may be processed', async () => {
    const t = testClient(
      withLogin(() => {
        throw socketClosed();
      }),
    );
    const result = await t.client.detectAiText('scan-1', { text: LONG_TEXT });
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'network',
        code: 'dropped',
        message: textMatching(
          /^The connection to the service at api\.test dropped before an answer arrived\. It may have been processed\.$/,
        ),
      },
    });
    expect(t.apiCalls()).toHaveLength(1);
  });

  it('repeats a dropped URL submission with the same scan id; a 409 then means already submitted', async () => {
    const t = testClient(
      withLogin((_c, i) => {
        if (i === 0) throw socketClosed();
        return json(409, { error: { message: 'exists' } });
      }),
    );
    const result = await t.client.submitUrl('scan-1', submit);
    expect(result).toEqual({ ok: true, value: { status: 'already-submitted', scanId: 'scan-1' } });
    expect(t.apiCalls().map((c) => c.url)).toEqual([
      'https://api.test/v3/scans/submit/url/scan-1',
      'https://api.test/v3/scans/submit/url/scan-1',
    ]);
  });

  it('repeats a submission after a 5xx and reports created', async () => {
    const t = testClient(
      withLogin((_c, i) => (i === 0 ? json(502, {}) : json(201, SUBMIT_RESULT))),
    );
    expect(await t.client.submitUrl('scan-1', submit)).toMatchObject({
      ok: true,
      value: { status: 'created' },
    });
  });

  it('a 409 after a 429 is a real conflict (the 429 attempt was not processed)', async () => {
    const t = testClient(withLogin((_c, i) => (i === 0 ? json(429, {}) : json(409, {}))));
    expect(await t.client.submitUrl('scan-1', submit)).toMatchObject({
      ok: false,
      error: { kind: 'conflict' },
    });
  });

  it('repeats a dropped export; a 409 then means already started', async () => {
    const t = testClient(
      withLogin((_c, i) => {
        if (i === 0) throw socketClosed();
        return text(409, 'Export exists');
      }),
    );
    const request = {
      crawledVersion: { verb: 'POST', endpoint: 'https://store.example/c' },
      completionWebhook: 'https://hook.example/e',
    };
    expect(await t.client.exportScan('scan-1', 'exp-1', request)).toEqual({
      ok: true,
      value: { status: 'already-started', exportId: 'exp-1' },
    });
  });

  it('reports a service that cannot be reached after one quick retry, naming its address', async () => {
    const t = testClient(
      withLogin(() => {
        throw connectionRefused();
      }),
    );
    expect(await t.client.getCredits()).toMatchObject({
      ok: false,
      error: {
        kind: 'network',
        code: 'not-sent',
        message: textMatching(/^Cannot reach the service at api\.test\./),
      },
    });
    expect(t.apiCalls()).toHaveLength(2);
    expect(t.sleeps).toEqual([115]);
  });

  it('gives up on a dropping connection after the configured retries', async () => {
    const t = testClient(
      withLogin(() => {
        throw socketClosed();
      }),
    );
    expect(await t.client.getCredits()).toMatchObject({
      ok: false,
      error: { kind: 'network', code: 'dropped' },
    });
    expect(t.apiCalls()).toHaveLength(4);
    expect(t.sleeps).toEqual([115, 215, 415]);
  });
});

describe('timeouts and cancellation', () => {
  it('times out a call that never answers and retries it when safe', async () => {
    const t = testClient(
      withLogin((_c, i) => (i === 0 ? 'hang' : json(200, { Amount: 3 }))),
      { timeoutMs: 5 },
    );
    expect(await t.client.getCredits()).toEqual({ ok: true, value: { Amount: 3 } });
    expect(t.apiCalls()).toHaveLength(2);
  });

  it('does not repeat a check that timed out', async () => {
    const t = testClient(
      withLogin(() => 'hang'),
      { timeoutMs: 5 },
    );
    const result = await t.client.detectAiText('scan-1', { text: LONG_TEXT });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', code: 'timeout' } });
    expect(t.apiCalls()).toHaveLength(1);
  });

  it('a per-call timeout overrides the default', async () => {
    const t = testClient(
      withLogin(() => 'hang'),
      { timeoutMs: 60_000 },
    );
    const result = await t.client.detectAiText('scan-1', { text: LONG_TEXT }, { timeoutMs: 5 });
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout' } });
  });

  it('stops at once when the caller aborts, without retrying', async () => {
    const controller = new AbortController();
    const t = testClient(
      withLogin(() => {
        queueMicrotask(() => controller.abort());
        return 'hang';
      }),
    );
    const result = await t.client.getCredits({ signal: controller.signal });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', code: 'aborted' } });
    expect(t.apiCalls()).toHaveLength(1);
  });

  it('does nothing for an already aborted signal', async () => {
    const t = testClient(withLogin(() => json(200, { Amount: 1 })));
    const result = await t.client.getCredits({ signal: AbortSignal.abort() });
    expect(result).toMatchObject({ ok: false, error: { code: 'aborted' } });
    expect(t.fake.calls).toHaveLength(0);
  });
});

describe('thrown values', () => {
  it('returns an internal error instead of throwing when an injected store fails', async () => {
    const t = testClient(
      withLogin(() => json(200, { Amount: 1 })),
      {
        tokenStore: {
          load: () => Promise.reject(new Error('disk')),
          save: () => Promise.reject(new Error('disk')),
          clear: () => Promise.reject(new Error('disk')),
        },
        loginGuardStore: {
          load: () => Promise.reject(new Error('disk')),
          save: () => Promise.resolve(),
        },
      },
    );
    expect(await t.client.getCredits()).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });
});
