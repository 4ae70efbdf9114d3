import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, startTestService, type TestService } from './helpers/service.ts';

const SECOND = { email: 'second@example.test', key: 'second-key', credits: 7 };

describe('credits GET /v3/scans/credits and OCR languages', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService({ accounts: [DEMO_ACCOUNT, SECOND] });
  });
  afterAll(() => service.close());

  it('returns {"Amount": n} per account', async () => {
    const demo = await service.call('GET', '/v3/scans/credits', { token: await service.login() });
    expect(demo.status).toBe(200);
    expect(demo.json).toEqual({ Amount: 1000 });
    const second = await service.call('GET', '/v3/scans/credits', {
      token: await service.login(SECOND),
    });
    expect(second.json).toEqual({ Amount: 7 });
    service.control.setCredits(SECOND.email, 3);
    expect(
      (await service.call('GET', '/v3/scans/credits', { token: await service.login(SECOND) })).json,
    ).toEqual({ Amount: 3 });
  });

  it('answers 401 without authorization', async () => {
    expect((await service.call('GET', '/v3/scans/credits')).status).toBe(401);
  });

  it('applies the legacy 10-per-15-minutes window only when switched on', async () => {
    const token = await service.login();
    for (let i = 0; i < 12; i += 1)
      expect((await service.call('GET', '/v3/scans/credits', { token })).status).toBe(200);
    service.control.setLimit('credits', { max: 10, windowMs: 15 * 60_000 });
    for (let i = 0; i < 10; i += 1)
      expect((await service.call('GET', '/v3/scans/credits', { token })).status).toBe(200);
    expect((await service.call('GET', '/v3/scans/credits', { token })).status).toBe(429);
    service.control.setLimit('credits', null);
  });

  it('lists OCR languages without authentication', async () => {
    const response = await service.call('GET', '/v3/miscellaneous/ocr-languages-list');
    expect(response.status).toBe(200);
    const list = response.json as string[];
    expect(list).toContain('zh-CN');
    expect(list).toContain('zh-TW');
    expect(list).toContain('haw');
    expect(list).toHaveLength(104);
    expect(list.slice(0, 3)).toEqual(['af', 'am', 'ar']);
    expect(list.every((code) => typeof code === 'string')).toBe(true);
  });
});
