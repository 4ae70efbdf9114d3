// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener<A extends unknown[]> = (...args: A) => void;

/** The tabs of one window as the browser reports them, and the questions the page asked. */
interface World {
  active: { id: number; windowId: number } | undefined;
  activated: Listener<[{ tabId: number; windowId: number }]>[];
  updated: Listener<[number, { status?: string }]>[];
  asked: (number | undefined)[];
}
const world = vi.hoisted((): World => ({
  active: { id: 5, windowId: 1 },
  activated: [],
  updated: [],
  asked: [],
}));

vi.mock('../../../src/platform/browser.ts', () => ({
  browser: {
    tabs: {
      query: () => Promise.resolve(world.active ? [world.active] : []),
      onActivated: {
        addListener: (l: Listener<[{ tabId: number; windowId: number }]>) =>
          world.activated.push(l),
        removeListener: () => undefined,
      },
      onUpdated: {
        addListener: (l: Listener<[number, { status?: string }]>) => world.updated.push(l),
        removeListener: () => undefined,
      },
    },
  },
}));
vi.mock('../../../src/popup/opening-questions.ts', () => ({
  askOnOpening: (tabId: number | undefined) => {
    world.asked.push(tabId);
    return { account: { promise: new Promise(() => undefined) } };
  },
}));
// The screens themselves are the popup's (tested with it): here, which tab they are for.
vi.mock('../../../src/popup/app.tsx', () => ({
  App: ({ targetTabId, view }: { targetTabId?: number; view: string }) => (
    <p data-testid="app" data-tab={targetTabId} data-view={view} />
  ),
}));

const { SidePanelApp } = await import('../../../src/popup/side-panel-app.tsx');

const shownTab = (): string | null => screen.getByTestId('app').getAttribute('data-tab');

afterEach(() => {
  cleanup();
  world.activated.length = 0;
  world.updated.length = 0;
  world.asked.length = 0;
  world.active = { id: 5, windowId: 1 };
});

describe('the side panel', () => {
  it('shows the active tab of its window, and follows the user to another tab', async () => {
    render(<SidePanelApp fixedTabId={undefined} />);
    expect(await screen.findByTestId('app')).toHaveProperty('dataset.view', 'side-panel');
    expect(shownTab()).toBe('5');
    expect(world.asked).toEqual([5]);

    await act(() => world.activated.forEach((l) => l({ tabId: 8, windowId: 1 })));
    expect(shownTab()).toBe('8');
    // A tab made active in another window is not this panel's.
    await act(() => world.activated.forEach((l) => l({ tabId: 30, windowId: 2 })));
    expect(shownTab()).toBe('8');
    expect(world.asked).toEqual([5, 8]);
  });

  it('asks again for the selection when it gets the focus back, or the tab loads a page', async () => {
    render(<SidePanelApp fixedTabId={undefined} />);
    await screen.findByTestId('app');
    await act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(world.asked).toEqual([5, 5]);
    await act(() => world.updated.forEach((l) => l(5, { status: 'loading' })));
    await act(() => world.updated.forEach((l) => l(7, { status: 'complete' })));
    expect(world.asked).toEqual([5, 5]);
    await act(() => world.updated.forEach((l) => l(5, { status: 'complete' })));
    expect(world.asked).toEqual([5, 5, 5]);
  });

  it('stays on the tab it was opened for with ?tab=', () => {
    render(<SidePanelApp fixedTabId={42} />);
    expect(shownTab()).toBe('42');
    expect(world.activated).toHaveLength(0);
    expect(world.asked).toEqual([42]);
  });

  it('says it is looking for the tab until the browser tells', () => {
    world.active = undefined;
    render(<SidePanelApp fixedTabId={undefined} />);
    expect(screen.getByText('Finding the tab…')).toBeTruthy();
  });
});
