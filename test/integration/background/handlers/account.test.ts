/** Account and settings messages: the key goes in and never comes back out. */
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT } from '../../helpers/setup.ts';
import { SECRET_ITEMS } from '../../../../src/background/stores/secret-items.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

const SECRET_KEYS = SECRET_ITEMS.map((item) => item.key);

const LOGIN = '/v3/account/login/api';

let w: TestWorker;
afterEach(async () => {
  await w.close();
});

describe('the account', () => {
  it('is saved, checked with one sign-in, and shown without its key', async () => {
    w = await startWorker({ signedIn: false });
    const before = await w.askOk('account/get', {});
    expect(before).toMatchObject({ email: null, hasKey: false, check: null });

    const saved = await w.askOk('account/save-credentials', {
      email: ACCOUNT.email,
      key: ACCOUNT.key,
    });
    expect(saved).toMatchObject({
      email: ACCOUNT.email,
      hasKey: true,
      check: { state: 'verified' },
    });
    expect(w.requestsTo(LOGIN)).toBe(1);
    expect(JSON.stringify(w.exchanges.map((e) => e.reply))).not.toContain(ACCOUNT.key);
    // The token is kept for the next worker, like the key, only in the worker's secret store.
    expect((await w.secrets())['account.token']).toBeTruthy();
    expect((await w.secrets())['account.apiKey']).toBe(ACCOUNT.key);
    expect([...w.fake.local.values.keys()].filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
  });

  it("is summed up for the popup's first screen: what it shows, as the status says it", async () => {
    w = await startWorker({ signedIn: false });
    // The harness's settings: no sandbox, the browser's language.
    expect(await w.askOk('account/summary', {})).toEqual({
      email: null,
      hasKey: false,
      check: null,
      settings: { sandbox: false, uiLanguage: 'auto' },
    });
    await w.askOk('account/save-credentials', { email: ACCOUNT.email, key: ACCOUNT.key });
    await w.askOk('settings/save', { sandbox: true, uiLanguage: 'de' });
    expect(await w.askOk('account/summary', {})).toEqual({
      email: ACCOUNT.email,
      hasKey: true,
      check: { state: 'verified' },
      settings: { sandbox: true, uiLanguage: 'de' },
    });
  });

  it('remembers a key the service refused, and does not try it again until it changes', async () => {
    w = await startWorker({ signedIn: false });
    const saved = await w.askOk('account/save-credentials', {
      email: ACCOUNT.email,
      key: 'wrong-key-0123456789',
    });
    expect(saved.check).toMatchObject({ state: 'rejected' });
    expect(await w.ask('credits/get', {})).toMatchObject({
      ok: false,
      error: { kind: 'auth', code: 'refused-before' },
    });
    expect(w.requestsTo(LOGIN)).toBe(1);

    const fixed = await w.askOk('account/save-credentials', {
      email: ACCOUNT.email,
      key: ACCOUNT.key,
    });
    expect(fixed.check).toMatchObject({ state: 'verified' });
  });

  it('forgets the e-mail, the key and the token', async () => {
    w = await startWorker();
    await w.askOk('credits/get', {});
    expect((await w.secrets())['account.token']).toBeTruthy();
    expect(await w.askOk('account/forget', {})).toMatchObject({ email: null, hasKey: false });
    const left = await w.secrets();
    expect([left['account.token'], left['account.apiKey']]).toEqual([undefined, undefined]);
  });

  it('forgets the key when the service address changes, so it never goes to the new one', async () => {
    w = await startWorker();
    const status = await w.askOk('settings/save', { apiBaseUrl: 'http://localhost:9' });
    expect(status).toMatchObject({ hasKey: false, settings: { apiBaseUrl: 'http://localhost:9' } });
    expect(status.missingHostAccess).toEqual(['http://localhost/*']);

    const kept = await w.askOk('settings/save', { sensitivity: 3 });
    expect(kept.settings).toMatchObject({ sensitivity: 3, apiBaseUrl: 'http://localhost:9' });
  });

  it('refuses a service address that is neither https nor on this machine', async () => {
    w = await startWorker();
    expect(await w.ask('settings/save', { apiBaseUrl: 'http://example.com' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field: 'apiBaseUrl' },
    });
    expect((await w.askOk('account/get', {})).hasKey).toBe(true);
  });

  it('moves the secrets an earlier version kept in storage.local into its store, leaving none', async () => {
    // Before, secrets were in storage.local, which Firefox lets content scripts read.
    w = await startWorker({
      signedIn: false,
      storedBefore: {
        'account.email': ACCOUNT.email,
        'account.apiKey': ACCOUNT.key,
        'relay.token': 'an-earlier-relay-token-0123',
      },
    });
    expect(await w.askOk('credits/get', {})).toMatchObject({ state: 'known', amount: 500 });
    expect(await w.secrets()).toMatchObject({
      'account.apiKey': ACCOUNT.key,
      'relay.token': 'an-earlier-relay-token-0123',
    });
    expect([...w.fake.local.values.keys()].filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
  });

  it('refuses to keep a key where it would not be the extension alone keeping it', async () => {
    // The start-up check fails (as it would if this code ever ran outside the extension).
    w = await startWorker({ signedIn: false, location: 'https://example.com/page.js' });
    const saved = await w.ask('account/save-credentials', {
      email: ACCOUNT.email,
      key: ACCOUNT.key,
    });
    expect(saved.ok || saved.error.message).toMatch(/kept only by the extension itself/);
    expect(await w.secrets()).toEqual({});
    expect(await w.askOk('account/get', {})).toMatchObject({ hasKey: false });
  });
});
