import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, type FakeService } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type ExtensionBrowser } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { readWorkerSecret } from './support/worker-secrets.ts';

const SAVE_ACCOUNT = 'form:has(input[name=api-key]) button[type=submit]';

/** A saved account is checked with the service, and every page shows what the service said. */
describe.each(suiteBrowsers())('the account, as the service sees it, in %s', (name) => {
  let ext: CrossExtension;
  let browser: ExtensionBrowser;
  let service: FakeService;

  beforeAll(async () => {
    // Not configured: these tests set the extension up as a person does.
    ext = await startCrossExtension(name, { configure: false });
    ({ browser, service } = ext);
  });

  afterAll(() => ext?.close());

  const logins = (): number => service.control.requests.filter((r) => r.listener === 'auth').length;

  it('says at once when the key is wrong, in settings and in the popup, with one sign-in', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    const saved = await askExtension(options, 'settings/save', {
      apiBaseUrl: service.apiUrl,
      authBaseUrl: service.authUrl,
    });
    expect(saved.ok).toBe(true);
    await options.reload();
    await options.fill('input[name=email]', DEMO_ACCOUNT.email);
    await options.fill('input[name=api-key]', 'not-the-right-key-000');
    await options.click(SAVE_ACCOUNT);
    await options.waitFor('[data-testid=account-check][data-state=rejected]');
    expect(await options.text('[data-testid=account-check]')).toContain(
      'The service did not accept this e-mail and API key.',
    );
    expect(
      await options.evaluate(
        () =>
          [...document.querySelectorAll('[role=status]')].some((s) => s.textContent === 'Saved.'),
        null,
      ),
    ).toBe(false);
    expect(logins()).toBe(1);

    const popup = await browser.openExtensionPage('src/popup/index.html');
    await popup.waitFor('[data-testid=account-rejected]');
    expect(await popup.count('[data-testid=account-ready]')).toBe(0);
    await popup.close();

    await options.fill('input[name=api-key]', DEMO_ACCOUNT.key);
    await options.click(SAVE_ACCOUNT);
    await options.waitFor('[data-testid=account-check][data-state=verified]');
    expect(logins()).toBe(2);

    const again = await browser.openExtensionPage('src/popup/index.html');
    expect(await again.text('[data-testid=account-ready]')).toContain(
      `Signed in as ${DEMO_ACCOUNT.email}`,
    );
    await again.close();
    await options.close();
  });

  it('forgets the key when the service address changes, so the old key never goes to the new one', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    // An address the test build may reach without a prompt (nobody is here to accept one).
    await options.fill('input[name=auth-base-url]', 'http://localhost:9');
    await options.click('form:has(input[name=api-base-url]) button[type=submit]');
    await options.waitFor('[data-testid=key-forgotten]');
    expect(await readWorkerSecret(options, 'account.apiKey')).toBeUndefined();
    expect(await readWorkerSecret(options, 'account.token')).toBeUndefined();
    await options.reload();
    expect(await options.text('[data-testid=key-state]')).toBe('No API key saved yet.');
    await options.close();
  });
});
