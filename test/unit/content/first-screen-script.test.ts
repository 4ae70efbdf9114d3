// @vitest-environment jsdom
/**
 * The content script's first part (src/content/first-screen-script.ts): it answers the popup's
 * first screen, tells the worker to inject the whole script for anything else, and steps aside
 * once the whole script is in the frame.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (message: unknown, sender: { id?: string }) => Promise<unknown> | undefined;

const page = vi.hoisted(() => ({ listeners: [] as Listener[] }));
vi.mock('../../../src/platform/browser.ts', () => ({
  browser: {
    runtime: {
      id: 'lens',
      getURL: (path: string) => `chrome-extension://lens/${path}`,
      onMessage: { addListener: (listener: Listener) => page.listeners.push(listener) },
    },
  },
}));
vi.mock('../../../src/content/selection-answer.ts', () => ({
  selectionAnswer: () =>
    Promise.resolve({ text: 'picked', source: 'page', url: 'https://x/', title: 'X' }),
}));

const WHOLE = Symbol.for('authenticity-lens.content');
const scope = globalThis as { [WHOLE]?: true };

/** What the worker gets back: the one answer given, or undefined when no listener answered. */
async function ask(type: string): Promise<unknown> {
  const message = { channel: 'authenticity-lens', version: 1, type, payload: {} };
  const answers = page.listeners.map((listener) => listener(message, { id: 'lens' }));
  const given = answers.filter((answer) => answer !== undefined);
  expect(given.length).toBeLessThanOrEqual(1);
  return given[0];
}

await import('../../../src/content/first-screen-script.ts');

afterEach(() => {
  delete scope[WHOLE];
});

describe('the first-screen script', () => {
  it('answers the selection and the ping', async () => {
    expect(await ask('content/get-selection')).toEqual({
      ok: true,
      value: { text: 'picked', source: 'page', url: 'https://x/', title: 'X' },
    });
    expect(await ask('content/ping')).toEqual({ ok: true, value: { ready: true } });
  });

  it('answers anything else with "nothing listens", the worker’s cue to inject the whole script', async () => {
    expect(await ask('content/list-images')).toMatchObject({
      ok: false,
      error: { kind: 'not-ready', code: 'no-receiver' },
    });
  });

  it('is silent once the whole script is in the frame', async () => {
    scope[WHOLE] = true;
    expect(await ask('content/get-selection')).toBeUndefined();
    expect(await ask('content/list-images')).toBeUndefined();
  });

  it('listens once, however often it is injected', async () => {
    const before = page.listeners.length;
    vi.resetModules();
    await import('../../../src/content/first-screen-script.ts');
    expect(page.listeners.length).toBe(before);
  });
});
