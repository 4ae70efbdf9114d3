/** `credits/get`: the balance from a session cache while fresh, and a rest for the service after a 429. */
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT } from '../../helpers/setup.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import {
  CREDITS_BACKOFF_MS,
  CREDITS_MIN_REFRESH_MS,
  CREDITS_TTL_MS,
} from '../../../../src/background/account/credits-policy.ts';

const BALANCE = '/v3/scans/credits';

let w: TestWorker;
afterEach(async () => {
  await w.close();
});

describe('the credit balance', () => {
  it('is not asked for without an account', async () => {
    w = await startWorker({ signedIn: false });
    expect(await w.askOk('credits/get', {})).toEqual({ state: 'no-account' });
    expect(w.requestsTo(BALANCE)).toBe(0);
  });

  it('is reused while fresh, shared by popups asking at once, and fetched again when old', async () => {
    w = await startWorker();
    w.freezeClock();
    const asked = await Promise.all([1, 2, 3].map(() => w.askOk('credits/get', {})));
    expect(asked.map((a) => a.state === 'known' && a.amount)).toEqual([
      ACCOUNT.credits,
      ACCOUNT.credits,
      ACCOUNT.credits,
    ]);
    expect(w.requestsTo(BALANCE)).toBe(1);

    w.svc.control.setCredits(ACCOUNT.email, 321);
    w.advanceClock(CREDITS_MIN_REFRESH_MS - 1);
    expect(await w.askOk('credits/get', { refresh: true })).toMatchObject({
      amount: ACCOUNT.credits,
    });
    expect(w.requestsTo(BALANCE)).toBe(1);

    w.advanceClock(1);
    expect(await w.askOk('credits/get', { refresh: true })).toMatchObject({ amount: 321 });
    w.advanceClock(CREDITS_TTL_MS - 1);
    expect(await w.askOk('credits/get', {})).toMatchObject({ amount: 321, stale: false });
    expect(w.requestsTo(BALANCE)).toBe(2);
    w.advanceClock(1);
    await w.askOk('credits/get', {});
    expect(w.requestsTo(BALANCE)).toBe(3);
  });

  it('after a 429 shows the last balance as stale and leaves the service alone a while', async () => {
    w = await startWorker();
    w.freezeClock();
    await w.askOk('credits/get', {});
    w.advanceClock(CREDITS_TTL_MS);
    w.svc.control.faults.add({ route: BALANCE, kind: 'status', status: 429, times: 5 });

    expect(await w.askOk('credits/get', {})).toMatchObject({
      state: 'known',
      amount: ACCOUNT.credits,
      stale: true,
    });
    expect(w.requestsTo(BALANCE)).toBe(6);
    w.advanceClock(CREDITS_BACKOFF_MS - 1);
    expect(await w.askOk('credits/get', { refresh: true })).toMatchObject({ stale: true });
    expect(w.requestsTo(BALANCE)).toBe(6);

    w.advanceClock(1);
    expect(await w.askOk('credits/get', {})).toMatchObject({ stale: false });
    expect(w.requestsTo(BALANCE)).toBe(7);
  });

  it('says the service is busy when there is no balance to show yet', async () => {
    w = await startWorker();
    w.svc.control.faults.add({ route: BALANCE, kind: 'status', status: 429, times: 5 });
    expect(await w.ask('credits/get', {})).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited' },
    });
  });

  it('belongs to one account: new credentials fetch it anew', async () => {
    w = await startWorker();
    await w.askOk('credits/get', {});
    await w.askOk('account/save-credentials', { email: ACCOUNT.email, key: ACCOUNT.key });
    await w.askOk('credits/get', {});
    expect(w.requestsTo(BALANCE)).toBe(2);
  });
});
