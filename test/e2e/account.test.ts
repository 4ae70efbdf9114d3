import { readWorkerSecret } from './support/worker-secrets.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, type FakeService } from '../fake-service/index.ts';
import { askExtension } from './support/ask-extension.ts';
import type { ExtensionBrowser } from './support/chromium.ts';
import {
  startConfiguredExtension,
  type ConfiguredExtension,
} from './support/configured-extension.ts';

/** A saved account is checked with the service, and every page shows what the service said. */
describe('the account, as the service sees it', () => {
  let ext: ConfiguredExtension;
  let browser: ExtensionBrowser;
  let service: FakeService;

  beforeAll(async () => {
    // Not configured: these tests set the extension up as a person does.
    ext = await startConfiguredExtension({ configure: false });
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
    await options.getByLabel('E-mail').fill(DEMO_ACCOUNT.email);
    await options.getByLabel('API key').fill('not-the-right-key-000');
    await options.getByRole('button', { name: 'Save account' }).click();
    const check = options.getByTestId('account-check');
    await check.waitFor();
    expect(await check.getAttribute('data-state')).toBe('rejected');
    expect(await check.textContent()).toContain(
      'The service did not accept this e-mail and API key.',
    );
    expect(await options.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBe(0);
    expect(logins()).toBe(1);

    const popup = await browser.openExtensionPage('src/popup/index.html');
    await popup.getByTestId('account-rejected').waitFor();
    expect(await popup.getByTestId('account-ready').count()).toBe(0);
    await popup.close();

    await options.getByLabel('API key').fill(DEMO_ACCOUNT.key);
    await options.getByRole('button', { name: 'Save account' }).click();
    await options.locator('[data-testid=account-check][data-state=verified]').waitFor();
    expect(logins()).toBe(2);

    const again = await browser.openExtensionPage('src/popup/index.html');
    const ready = again.getByTestId('account-ready');
    await ready.waitFor();
    expect(await ready.textContent()).toContain(`Signed in as ${DEMO_ACCOUNT.email}`);
    await again.close();
    await options.close();
  });

  it('forgets the key when the service address changes, so the old key never goes to the new one', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    // An address the test build may reach without a prompt (nobody is here to accept one).
    await options.getByLabel('Login address').fill('http://localhost:9');
    await options.getByRole('button', { name: 'Save service settings' }).click();
    await options.getByTestId('key-forgotten').waitFor();
    expect(await readWorkerSecret(browser.worker, 'account.apiKey')).toBeUndefined();
    expect(await readWorkerSecret(browser.worker, 'account.token')).toBeUndefined();
    await options.reload();
    expect(await options.getByTestId('key-state').textContent()).toBe('No API key saved yet.');
    await options.close();
  });
});
