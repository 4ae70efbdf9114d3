import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { looker } from './support/look-at.ts';
import { selectElement } from './support/select-element.ts';

/**
 * The extension deployed by an administrator: a policy as IT sets it (Chromium's managed policy
 * folder, Firefox's policies.json; support/policy-browser.ts), some settings locked, one only a
 * default. The settings page shows what is locked and the checks use it.
 */
describe.each(suiteBrowsers())('deployed by an organisation’s policy, in %s', (name) => {
  let ext: CrossExtension;
  let options: DriverPage;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      policy: {
        aiSensitivity: 3,
        explainAi: false,
        uiLanguage: 'fr',
        historyDays: 30,
        moderationLabels: ['toxic-v1', 'cybersecurity-v1'],
        maxCreditsPerCheck: 150,
        userMayChange: ['maxCreditsPerCheck'],
        // Not a setting: reported and left out, the rest still applies.
        colour: 'blue',
      },
    });
    options = await ext.browser.openExtensionPage('src/options/index.html');
  });

  afterAll(() => ext?.close());

  /** Whether each control named `field` is disabled, and the words it is described by. */
  const control = (field: string): Promise<{ disabled: boolean; note: string }[]> =>
    options.evaluate((wanted) => {
      const found = [...document.querySelectorAll<HTMLInputElement>(`[name="${wanted}"]`)];
      return found.map((input) => ({
        disabled: input.disabled || input.closest('fieldset')?.disabled === true,
        // Described itself, or by its group (radio buttons share one note).
        note: (
          input.getAttribute('aria-describedby') ??
          input.closest('fieldset')?.getAttribute('aria-describedby') ??
          ''
        )
          .split(' ')
          .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
          .join(' ')
          .trim(),
      }));
    }, field);

  it('shows what the organisation set, locked, and leaves the rest to the user', async () => {
    await options.waitFor('[data-testid=set-by-policy]');
    // In French: the policy chose the language too.
    const french = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../public/_locales/fr/messages.json'), 'utf8'),
    ) as Record<string, { message: string }>;
    const note = french.settings_setByPolicy?.message;
    await expect.poll(() => options.evaluate(() => document.documentElement.lang, null)).toBe('fr');
    const locked = { disabled: true, note };
    expect(await control('sensitivity')).toEqual([locked, locked, locked]);
    expect(await control('explain-ai')).toEqual([locked]);
    expect(await control('ui-language')).toEqual([locked]);
    expect(await control('history-days')).toEqual([locked]);
    expect(
      await options.evaluate(
        () => document.querySelector<HTMLSelectElement>('[name=history-days]')?.value,
        null,
      ),
    ).toBe('30');
    // Only a default: the user may change it.
    expect((await control('max-credits-per-check')).map((c) => c.disabled)).toEqual([false]);
    // No accessibility violations in the locked state.
    expect(await looker(name, 'light')(options, 'options-managed')).toEqual([]);
  });

  it('checks with the organisation’s settings, and refuses to change them', async () => {
    const { page, tabId } = await ext.openTab(ext.pages.url('essay.html'));
    await selectElement(page, 'long');
    const started = await askExtension<CheckGroup>(options, 'checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text', 'moderation'],
      rerun: true,
    });
    if (!started.ok) throw new Error(started.error.message);
    const [ai, moderation] = started.value.checks;
    expect(ai?.kind === 'ai-text' && ai.settings).toMatchObject({ sensitivity: 3 });
    expect(ai?.kind === 'ai-text' && ai.settings.explain).toBeFalsy();
    expect(moderation?.kind === 'moderation' && moderation.settings.labels).toEqual([
      'toxic-v1',
      'cybersecurity-v1',
    ]);
    // A page of ours asked all the same: refused, and nothing saved.
    const saved = await askExtension(options, 'settings/save', { sensitivity: 1 });
    expect(saved).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    const status = await askExtension<{ settings: { sensitivity: number; uiLanguage: string } }>(
      options,
      'account/get',
      {},
    );
    expect(status.ok && status.value.settings).toMatchObject({ sensitivity: 3, uiLanguage: 'fr' });
    await page.close();
  });
});
