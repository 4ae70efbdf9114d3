/**
 * Settings deployed by policy (`storage.managed`): the worker checks, signs in and refuses saves
 * by them, and follows a changed policy without a restart.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTextCheck } from '../../../../src/shared/checks/check-record.ts';
import { SECRET_ITEMS } from '../../../../src/background/stores/secret-items.ts';
import { ACCOUNT } from '../../helpers/setup.ts';
import { finished, onlyId } from '../helpers/check-waits.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

const SECRET_KEYS = SECRET_ITEMS.map((item) => item.key);
const LOGIN = '/v3/account/login/api';

let w: TestWorker;
afterEach(async () => {
  await w.close();
});

/** The JSON bodies the worker sends to addresses containing `part`, from now on. */
function recordBodies(part: string): unknown[] {
  const bodies: unknown[] = [];
  const passOn = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(part) && typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
    return passOn(input, init);
  });
  return bodies;
}

async function checkText(): Promise<unknown> {
  const tabId = openTextPage(w, AI_WRITTEN);
  const group = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
  expect(group.checks.filter(isTextCheck)).toHaveLength(1);
  return finished(w, onlyId(group));
}

describe('a managed policy', () => {
  it('wins over saved settings in the request a check sends', async () => {
    w = await startWorker({
      settings: { sandbox: false, sensitivity: 3 },
      policy: () => ({ aiSensitivity: 1, sandbox: true }),
    });
    const sent = recordBodies('/writer-detector/');
    expect(await checkText()).toMatchObject({
      status: 'done',
      credits: 0,
      settings: { sensitivity: 1, sandbox: true },
    });
    expect(sent).toEqual([expect.objectContaining({ sensitivity: 1, sandbox: true })]);
  });

  it('is reported to pages: the locked fields and the values in force', async () => {
    w = await startWorker({
      policy: () => ({
        sandbox: true,
        relayUrl: 'https://relay.school.example',
        explainAi: false,
        userMayChange: ['explainAi'],
      }),
    });
    const status = await w.askOk('account/get', {});
    expect(status.managed).toMatchObject({ email: false, apiKey: false });
    expect([...status.managed.locked].sort()).toEqual(['relayUrl', 'sandbox']);
    expect(status.settings).toMatchObject({ sandbox: true, explainAi: false });
    const scans = await w.askOk('scans/settings-get', {});
    expect(scans.settings.relayUrl).toBe('https://relay.school.example');
  });

  it('refuses a save that changes a locked value, and saves the other fields', async () => {
    w = await startWorker({
      settings: { sandbox: false },
      policy: () => ({ sandbox: true, checkCreditsFirst: true }),
    });
    expect(await w.ask('settings/save', { sandbox: false, sensitivity: 3 })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', code: 'set-by-policy', field: 'sandbox' },
    });
    // What the page sends: locked values as they stand, with the user's changes.
    const saved = await w.askOk('settings/save', { sandbox: true, sensitivity: 3 });
    expect(saved.settings).toMatchObject({ sandbox: true, sensitivity: 3 });
    // The user's own value stays theirs, for when the policy goes.
    expect(w.fake.local.values.get('settings')).toMatchObject({ sandbox: false, sensitivity: 3 });

    expect(
      await w.ask('scans/settings-save', { settings: { checkCreditsFirst: false } }),
    ).toMatchObject({ ok: false, error: { kind: 'forbidden', field: 'checkCreditsFirst' } });
    const scans = await w.askOk('scans/settings-save', {
      settings: { checkCreditsFirst: true, pdfReport: false },
    });
    expect(scans.settings).toMatchObject({ checkCreditsFirst: true, pdfReport: false });
  });

  it('signs in with a deployed key that is never saved, sent to a page or logged', async () => {
    w = await startWorker({
      signedIn: false,
      policy: (svc) => ({
        serviceUrl: svc.apiUrl,
        loginUrl: svc.authUrl,
        accountEmail: ACCOUNT.email,
        apiKey: ACCOUNT.key,
      }),
    });
    expect(await w.askOk('credits/get', {})).toMatchObject({ state: 'known', amount: 500 });
    expect(w.requestsTo(LOGIN)).toBe(1);

    const status = await w.askOk('account/get', {});
    expect(status).toMatchObject({
      email: ACCOUNT.email,
      hasKey: true,
      managed: { email: true, apiKey: true },
    });
    expect(status.managed.locked).toEqual(expect.arrayContaining(['apiBaseUrl', 'authBaseUrl']));
    // Not kept: neither in the secret store nor in storage.local.
    expect((await w.secrets())['account.apiKey']).toBeUndefined();
    expect([...w.fake.local.values.keys()].filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
    expect(JSON.stringify([...w.fake.local.values.values()])).not.toContain(ACCOUNT.key);
    const log = await w.askOk('log/get', {});
    expect(JSON.stringify([log, w.exchanges.map((e) => e.reply)])).not.toContain(ACCOUNT.key);

    // The account is the organisation's: neither replaced nor forgotten here.
    expect(await w.ask('account/forget', {})).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', code: 'set-by-policy' },
    });
    expect(
      await w.ask('account/save-credentials', { email: ACCOUNT.email, key: 'another-key-0123' }),
    ).toMatchObject({ ok: false, error: { kind: 'forbidden', field: 'apiKey' } });
  });

  it('applies a changed policy without a restart, and drops a token of the old account', async () => {
    w = await startWorker({ settings: { sensitivity: 3 } });
    expect((await w.askOk('account/get', {})).managed.locked).toEqual([]);
    await w.askOk('credits/get', {});
    expect((await w.secrets())['account.token']).toBeTruthy();

    w.fake.managed.setPolicy({ aiSensitivity: 1, accountEmail: 'someone@else.example' });
    const status = await w.until('the policy to apply', async () => {
      const s = await w.askOk('account/get', {});
      return s.managed.locked.includes('sensitivity') && s;
    });
    expect(status).toMatchObject({
      email: 'someone@else.example',
      settings: { sensitivity: 1 },
      managed: { email: true },
    });
    await w.until('the old token to go', async () => !(await w.secrets())['account.token']);

    // Withdrawn: the user's own settings are back.
    w.fake.managed.setPolicy(undefined);
    await w.until('the policy to go', async () => {
      const s = await w.askOk('account/get', {});
      return s.settings.sensitivity === 3 && s.email === ACCOUNT.email;
    });
  });

  it('leaves out and logs bad entries, applying the good ones', async () => {
    w = await startWorker({
      policy: () => ({
        aiSensitivity: 9,
        serviceUrl: 'http://api.example.org',
        explainAi: false,
        colour: 'red',
      }),
    });
    const status = await w.askOk('account/get', {});
    expect(status.managed.locked).toEqual(['explainAi']);
    const { entries } = await w.askOk('log/get', {});
    const policyLines = entries.filter((e) => e.scope === 'policy').map((e) => e.message);
    expect(policyLines).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"aiSensitivity"'),
        expect.stringContaining('"serviceUrl"'),
        expect.stringContaining('"colour"'),
      ]),
    );
  });
});
