import { afterEach, describe, expect, it, vi } from 'vitest';

/** Docs' hosts per build: the store builds must know Google's address and nothing else. */
async function hostsIn(mode: string): Promise<string[]> {
  vi.stubEnv('MODE', mode);
  vi.resetModules();
  const { DOCS_HOSTS } = await import('../../../../src/background/sources/docs-hosts.ts');
  return DOCS_HOSTS.map((h) => `${h.protocol}//${h.hostname}`);
}

describe('DOCS_HOSTS', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is Google Docs alone in the store builds', async () => {
    expect(await hostsIn('production')).toEqual(['https://docs.google.com']);
    expect(await hostsIn('firefox')).toEqual(['https://docs.google.com']);
  });

  it('adds the local stand-in in the loopback builds', async () => {
    for (const mode of ['loopback', 'firefox-loopback']) {
      expect(await hostsIn(mode)).toEqual(['https://docs.google.com', 'http://docs.google.test']);
    }
  });
});
