import { afterEach, describe, expect, it, vi } from 'vitest';

/** The browser as each test sets it up: Chromium's side panel, Firefox's sidebar, or neither. */
const api = vi.hoisted(() => ({ browser: {} }));
vi.mock('../../../src/platform/browser.ts', () => ({
  get browser() {
    return api.browser;
  },
}));

const { canOpenSidePanel, openSidePanel } = await import('../../../src/platform/side-panel.ts');

afterEach(() => {
  api.browser = {};
});

describe('opening the side panel', () => {
  it('opens Chromium’s side panel for the window', async () => {
    const open = vi.fn(() => Promise.resolve());
    api.browser = { sidePanel: { open } };
    expect(canOpenSidePanel()).toBe(true);
    await openSidePanel(12);
    expect(open).toHaveBeenCalledWith({ windowId: 12 });
  });

  it('opens Firefox’s sidebar', async () => {
    const open = vi.fn(() => Promise.resolve());
    api.browser = { sidebarAction: { open } };
    expect(canOpenSidePanel()).toBe(true);
    await openSidePanel(undefined);
    expect(open).toHaveBeenCalledOnce();
  });

  it('says there is none where the browser has neither', async () => {
    expect(canOpenSidePanel()).toBe(false);
    await expect(openSidePanel(3)).rejects.toThrow('no side panel');
  });
});
