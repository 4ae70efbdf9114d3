// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyView } from '../../../src/popup/lazy-view.ts';

afterEach(cleanup);

/** A view whose code "loads" when the test says so, counting how often it was asked for. */
function deferredView(): {
  load: () => Promise<(props: { name: string }) => preact.JSX.Element>;
  finish: () => void;
  loads: () => number;
} {
  let loads = 0;
  let finish = (): void => undefined;
  const ready = new Promise<void>((resolve) => (finish = resolve));
  return {
    load: async () => {
      loads += 1;
      await ready;
      return ({ name }) => <p data-testid="view">Hello {name}</p>;
    },
    finish: () => finish(),
    loads: () => loads,
  };
}

describe('lazyView', () => {
  it('draws its placeholder until the code is in, then the view', async () => {
    const code = deferredView();
    const View = lazyView(code.load, () => <p data-testid="placeholder">Loading…</p>);
    render(<View name="there" />);
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    code.finish();
    expect((await screen.findByTestId('view')).textContent).toBe('Hello there');
    expect(code.loads()).toBe(1);
  });

  it('once preloaded, renders the view on its first render, without the placeholder', async () => {
    const code = deferredView();
    const View = lazyView(code.load, () => <p data-testid="placeholder">Loading…</p>);
    const preloading = View.preload();
    code.finish();
    await preloading;
    render(<View name="again" />);
    // Synchronously: the list of images appears in the same render as the answer it shows.
    expect(screen.queryByTestId('placeholder')).toBeNull();
    expect(screen.getByTestId('view').textContent).toBe('Hello again');
    expect(code.loads()).toBe(1);
  });

  it('tries again after its code failed to load', async () => {
    let attempts = 0;
    const View = lazyView(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('chunk failed to load'))
        : Promise.resolve(() => <p data-testid="view">Loaded</p>);
    });
    await expect(View.preload()).rejects.toThrow('chunk failed to load');
    await View.preload();
    render(<View />);
    expect(screen.getByTestId('view').textContent).toBe('Loaded');
    expect(attempts).toBe(2);
  });
});
