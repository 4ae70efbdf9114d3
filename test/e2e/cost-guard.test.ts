import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTextCheck, type TextCheck } from '../../src/shared/checks/check-record.ts';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { DEMO_ACCOUNT } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage, type ExtensionBrowser } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';

const SENTENCE = 'The harbour wall was rebuilt twice in the last century after winter storms. ';

/** A long read: 1 000 paragraphs, about 13 000 words the reader can see. */
function longRead(): Uint8Array {
  const paragraphs = Array.from({ length: 1_000 }, (_, i) => `<p>${SENTENCE} Part ${i}.</p>`);
  return new TextEncoder().encode(
    `<!doctype html><html><head><meta charset="utf-8"><title>A long read</title></head>` +
      `<body><article><h1>A long read</h1>${paragraphs.join('')}</article></body></html>`,
  );
}

/** What one click may spend, with sandbox mode off: an estimate, a question, a cap. */
describe.each(suiteBrowsers())('the cost of a text check, in %s', (name) => {
  let browser: ExtensionBrowser;
  let ext: CrossExtension;
  let helper: DriverPage;
  let tabId: number;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      sandbox: false,
      pageFiles: { '/long-read.html': longRead() },
    });
    ({ browser, helper } = ext);
    ({ tabId } = await ext.openTab(ext.pages.url('long-read.html')));
  });

  afterAll(() => ext?.close());

  const checkRequests = (): number =>
    ext.service.control.requests.filter((r) => /writer-detector|text-moderation/.test(r.path))
      .length;

  const startPage = async (): Promise<TextCheck[]> => {
    const started = await askExtension<CheckGroup>(helper, 'checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text', 'moderation'],
      rerun: true,
    });
    if (!started.ok) throw new Error(started.error.message);
    return started.value.checks.filter(isTextCheck);
  };

  it('asks before a check above the line, with the estimate, and sends nothing until then', async () => {
    const credits = ext.service.control.credits(DEMO_ACCOUNT.email);
    const checks = await startPage();
    const estimate = checks[0]!.costEstimate!;
    expect(estimate).toBeGreaterThan(20);
    for (const check of checks) {
      expect(check).toMatchObject({ status: 'failed', error: { code: 'needs-confirmation' } });
      expect(check.error?.message).toContain(`about ${estimate} credits`);
    }
    expect(checkRequests()).toBe(0);

    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    expect(await popup.text('[data-testid=confirm-cost]')).toBe(
      `Check anyway (about ${estimate} credits)`,
    );
    await popup.click('[data-testid=confirm-cost]');
    await popup.waitFor('[data-testid=ai-share]');
    // Every part of both confirmed checks answered, so none is still being sent later.
    await expect
      .poll(async () => {
        const got = await askExtension<CheckGroup>(helper, 'checks/latest', { tabId });
        return got.ok ? got.value.checks.map((c) => `${c.kind} ${c.status}`) : [];
      })
      .toEqual(['ai-text done', 'moderation done']);
    expect(checkRequests()).toBeGreaterThan(0);
    // The service charged about what was said.
    const spent = credits - ext.service.control.credits(DEMO_ACCOUNT.email);
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(estimate);
    await popup.close();
  });

  it('refuses a check over the cap, with no way round it but a shorter text or a new cap', async () => {
    const saved = await askExtension(helper, 'settings/save', { maxCreditsPerCheck: 10 });
    expect(saved.ok).toBe(true);
    const before = checkRequests();
    const checks = await startPage();
    for (const check of checks) {
      expect(check).toMatchObject({ status: 'failed', error: { code: 'over-limit' } });
    }
    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[role=alert][data-kind=credits]');
    expect(
      await popup.evaluate(
        () => document.querySelectorAll('[data-testid=confirm-cost]').length,
        null,
      ),
    ).toBe(0);
    // Not even a confirmed rerun passes the cap.
    const forced = await askExtension<CheckGroup>(helper, 'checks/rerun', {
      ids: checks.map((c) => c.id),
      confirmCredits: 100_000,
    });
    expect(forced.ok && forced.value.checks.every((c) => c.error?.code === 'over-limit')).toBe(
      true,
    );
    expect(checkRequests()).toBe(before);
    await popup.close();
  });
});
