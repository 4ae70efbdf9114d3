/**
 * Firefox suspends an idle event page (Chromium stops an idle service worker: text-checks and
 * outages cover that with CDP). Here the idle time is one second: the background is let go, starts
 * again when asked, and carries on with its secrets, settings and history intact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers } from './browsers/driver.ts';

const ping = async (ext: CrossExtension): Promise<number> => {
  const reply = await ext.ask<{ startedAt: number }>('runtime/ping', {});
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.value.startedAt;
};

describe.runIf(suiteBrowsers().includes('firefox'))('Firefox suspends its event page', () => {
  let ext: CrossExtension;

  beforeAll(async () => {
    ext = await startCrossExtension('firefox', {
      sandbox: false,
      firefoxPrefs: { 'extensions.background.idle.timeout': 1_000 },
    });
  });

  afterAll(() => ext?.close());

  it('starts the background again when asked, with the account and history intact', async () => {
    const url = ext.pages.url('essay.html');
    const page = await ext.browser.openPage(url);
    const tabId = await ext.tabIdOf(url);
    const first = await ext.ask<{ ids: string[] }>('checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text'],
    });
    if (!first.ok) throw new Error(first.error.message);
    const status = async (): Promise<string | undefined> => {
      const got = await ext.ask<{ checks: { status: string }[] }>('checks/get', {
        ids: first.value.ids,
      });
      return got.ok ? got.value.checks[0]?.status : undefined;
    };
    await expect.poll(status).toBe('done');

    const before = await ping(ext);
    // Each ping wakes it; a second apart, it has been idle long enough to be suspended.
    await expect.poll(() => ping(ext), { interval: 2_000 }).not.toBe(before);

    // The new instance has the history, and signs in with the key from its secret store.
    expect(await status()).toBe('done');
    const credits = await ext.ask<{ state: string }>('credits/get', { refresh: true });
    expect(credits).toMatchObject({ ok: true, value: { state: 'known' } });
    await page.close();
  });
});
