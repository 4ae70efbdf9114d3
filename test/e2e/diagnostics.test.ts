import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../src/shared/log/log-entry.ts';
import { DEMO_ACCOUNT } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type Download } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { readWorkerSecret } from './support/worker-secrets.ts';

/** A relay hook address as the service would be given one: its secret must never be logged. */
const HOOK_SECRET = 'SeCrEtHoOkSeCrEt42';
const HOOK_URL = `http://127.0.0.1:9/hooks/al-test-1/${HOOK_SECRET}/status/completed?token=abc123`;

/**
 * The log a user sends with a bug report: failures of the worker and of the pages are in it,
 * it outlives the worker, and neither the API key nor the e-mail nor a hook secret is in it.
 */
describe.each(suiteBrowsers())('diagnostics, in %s', (name) => {
  let ext: CrossExtension;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      // Lets Firefox suspend the event page when asked to restart it; longer than any message
      // here takes to answer (a balance asked of a stopped service is retried once, after up to
      // 11 s), as Firefox suspends an event page in the middle of an answer and drops it.
      firefoxPrefs: { 'extensions.background.idle.timeout': 15_000 },
    });
  });

  afterAll(async () => {
    await ext?.close();
  });

  const logged = async (): Promise<LogEntry[]> => {
    const reply = await askExtension<{ entries: LogEntry[] }>(ext.helper, 'log/get', {});
    if (!reply.ok) throw new Error(reply.error.message);
    return reply.value.entries;
  };

  it('shows redacted failures of the worker and a page, keeps them across a worker restart, and downloads them without secrets', async () => {
    const { browser, helper } = ext;
    const { accessToken } = (await readWorkerSecret(helper, 'account.token')) as {
      accessToken: string;
    };

    // The worker fails: the service is gone when the balance is asked for.
    await ext.service.close();
    const credits = await askExtension(helper, 'credits/get', { refresh: true });
    expect(credits).toMatchObject({ ok: false, error: { kind: 'network' } });

    // A page fails where nothing catches it, with secrets in its words.
    await helper.evaluate(
      ({ key, email, hook }) => {
        setTimeout(() => {
          throw new Error(`Saving ${email} with ${key} to ${hook} went wrong`);
        });
        setTimeout(() => {
          void Promise.reject(new Error(`Authorization: Bearer ${key}`));
        });
      },
      { key: DEMO_ACCOUNT.key, email: DEMO_ACCOUNT.email, hook: HOOK_URL },
    );
    await expect
      .poll(async () => (await logged()).map((e) => `${e.runtime}/${e.scope}`), {
        timeout: 30_000,
      })
      .toEqual(
        expect.arrayContaining([
          'worker/messages',
          'options/uncaught',
          'options/unhandled-rejection',
        ]) as unknown,
      );

    // Kept by the worker: a new worker still has them.
    await browser.restartBackground(helper);
    const afterRestart = await logged();
    expect(afterRestart.map((e) => e.scope)).toEqual(
      expect.arrayContaining(['messages', 'uncaught', 'unhandled-rejection']) as unknown,
    );

    const options = await browser.openExtensionPage('src/options/index.html');
    await options.waitFor('[data-testid=log] li[data-level=error]');
    const uncaught = await options.evaluate(() => {
      const item = [...document.querySelectorAll('[data-testid=log] li[data-level=error]')].find(
        (li) => li.textContent?.includes('went wrong'),
      );
      return {
        level: item?.querySelector('.log-level')?.textContent,
        text: item?.textContent ?? '',
      };
    }, null);
    expect(uncaught.level).toBe('error');
    expect(uncaught.text).toContain(
      'Saving [email] with [key] to http://127.0.0.1:9/hooks/al-test-1/[secret]/status/completed?[query] went wrong',
    );
    expect(uncaught.text).toContain('options/uncaught');
    expect(await options.text('[data-testid=log]')).toContain('"credits/get" failed');

    await options.click('[data-testid=log-download]');
    let file: Download | undefined;
    await expect
      .poll(async () => (file = (await browser.downloads()).at(-1))?.name)
      .toMatch(/^authenticity-lens-log-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = await readFile(file?.path ?? '', 'utf8');
    const [title, browserLine] = text.split('\n');
    expect(title).toMatch(/^Authenticity Lens \d+\.\d+\.\d+ diagnostics$/);
    expect(browserLine).toMatch(
      name === 'chromium' ? /^Browser: (Headless )?Chrom(e|ium) \d+/ : /^Browser: Firefox \d+/,
    );
    expect(text).toMatch(/WARN +worker\/messages +"credits\/get" failed.*kind=network/);
    expect(text).toContain('Cannot reach the service at 127.0.0.1:');
    expect(text).toContain('Authorization: [redacted]');
    for (const secret of [
      DEMO_ACCOUNT.key,
      DEMO_ACCOUNT.email,
      HOOK_SECRET,
      'abc123',
      accessToken,
    ]) {
      expect(text).not.toContain(secret);
    }
    await options.close();
  });
});
