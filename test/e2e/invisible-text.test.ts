import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTextCheck, type TextCheck } from '../../src/shared/checks/check-record.ts';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';

/** Each way `pages/invisible-text.html` hides a sentence, by the word it starts with. */
const HIDDEN = [
  'HIDDENGRADIENT',
  'HIDDENHALFWHITE',
  'HIDDENSHADOW',
  'HIDDENSTROKE',
  'HIDDENOKLCH',
  'HIDDENLAB',
  'HIDDENP3',
  'HIDDENHWB',
  'HIDDENBLEND',
  'HIDDENFILTER',
  'HIDDENOPACITY',
  'HIDDENCLIPPATH',
  'HIDDENMASK',
  'HIDDENTINY',
  'HIDDENSCALE',
];

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Text nobody can see is left out of a page read however it is hidden (issue 43, finding 4):
 * white on a white gradient or a see-through white box, a white shadow, a hair-thin stroke,
 * white in any colour syntax, a blend mode, a filter, near-zero opacity, a clip path or mask
 * that leaves nothing, a tenth of a pixel. Visible text beside it, yellow on white among it
 * (issue 44), is all sent.
 */
describe.each(suiteBrowsers())('invisible text, in %s', (name) => {
  let ext: CrossExtension;
  let helper: DriverPage;
  let page: DriverPage;
  let tabId: number;

  beforeAll(async () => {
    ext = await startCrossExtension(name);
    ({ helper } = ext);
    ({ page, tabId } = await ext.openTab(ext.pages.url('invisible-text.html')));
  });

  afterAll(() => ext?.close());

  const runPageCheck = async (): Promise<TextCheck> => {
    const started = await askExtension<CheckGroup>(helper, 'checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text'],
      rerun: true,
    });
    if (!started.ok) throw new Error(`not started: ${started.error.message}`);
    let check: TextCheck | undefined;
    await expect
      .poll(async () => {
        const got = await askExtension<CheckGroup>(helper, 'checks/get', {
          ids: started.value.ids,
        });
        check = got.ok ? got.value.checks.find(isTextCheck) : undefined;
        return check?.status === 'done' || check?.status === 'failed';
      })
      .toBe(true);
    return check!;
  };

  it('sends every sentence a reader sees and none hidden', async () => {
    ext.service.control.clearLogs();
    const check = await runPageCheck();
    expect(check.status, check.error?.message).toBe('done');
    const requests = ext.service.control.requests.filter((r) =>
      r.path.includes('/writer-detector/'),
    );
    expect(requests).toHaveLength(1);
    // What the check holds is what went to the service.
    const sent = normalise(check.input);
    const seen = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid^="seen-"]')].map((e) => e.innerText),
    );
    expect(seen).toHaveLength(9);
    for (const paragraph of seen) expect(sent).toContain(normalise(paragraph));
    expect(HIDDEN.filter((word) => sent.includes(word))).toEqual([]);
    expect(sent).not.toMatch(/HIDDEN/);
  });
});
