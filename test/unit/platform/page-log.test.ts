import { afterEach, describe, expect, it, vi } from 'vitest';

const sent: [string, unknown][] = vi.hoisted(() => []);

vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    sent.push([type, payload]);
    return Promise.resolve({ ok: true, value: {} });
  },
}));

const { createPageLogger } = await import('../../../src/platform/page-log.ts');

afterEach(() => {
  sent.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createPageLogger', () => {
  it('sends each entry to the worker, redacted, with the time it was made', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 9, 0), toFake: ['Date'] });
    const log = createPageLogger('popup');
    log.warn('checks', 'Highlighting failed for jane@example.com', { text: 'page words' });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 9, 5));
    log.error('uncaught', 'second');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toEqual([
      'log/append',
      {
        entry: {
          time: Date.UTC(2026, 10, 23, 9, 0),
          level: 'warn',
          runtime: 'popup',
          scope: 'checks',
          message: 'Highlighting failed for [email]',
          detail: { text: '[10 chars]' },
        },
      },
    ]);
    expect(sent[1]).toMatchObject([
      'log/append',
      { entry: { time: Date.UTC(2026, 10, 23, 9, 5), message: 'second' } },
    ]);
  });
});
