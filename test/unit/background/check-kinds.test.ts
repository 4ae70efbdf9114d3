/** Every kind of check registers its parts with the engine, which names no kind. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_KINDS } from '../../../src/shared/checks/check-record.ts';

// Registering touches no browser API; what a part does when it runs is tested elsewhere.
vi.mock('../../../src/platform/browser.ts', () => ({ browser: {} }));
// Vite builds the content script as one file; the worker only needs its name.
vi.mock('../../../src/content/content-script.ts?iife', () => ({
  default: 'src/content/content-script.js',
}));
vi.mock('../../../src/content/first-screen-script.ts?iife', () => ({
  default: 'src/content/first-screen-script.js',
}));

beforeEach(() => {
  vi.resetModules();
});

describe('the kinds of check', () => {
  // Loading every kind's modules takes a while on a loaded machine.
  it(
    'each registers its runner, its painter and its badge words',
    { timeout: 60_000 },
    async () => {
      await import('../../../src/background/check-kinds.ts');
      const { missingParts } = await import('../../../src/background/engine/kind-parts.ts');
      expect(missingParts(CHECK_KINDS)).toEqual([]);
    },
  );

  it('a kind registered without its runner or painter is named', async () => {
    const { registerBadgeWords } = await import('../../../src/background/engine/badge-text.ts');
    const { registerTabPainter } = await import('../../../src/background/engine/tab-refresh.ts');
    const { missingParts } = await import('../../../src/background/engine/kind-parts.ts');
    registerBadgeWords('ai-text', { failed: 'badge_aiTextFailed' });
    registerBadgeWords('moderation', { failed: 'badge_moderationFailed' });
    registerTabPainter(['moderation'], () => Promise.resolve());
    expect(missingParts(['ai-text', 'moderation'])).toEqual([
      'ai-text: no runner',
      'ai-text: no painter',
      'moderation: no runner',
    ]);
  });
});
