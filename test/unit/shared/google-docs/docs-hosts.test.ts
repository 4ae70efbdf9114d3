import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as GoogleDoc from '../../../../src/shared/google-docs/google-doc.ts';

/** Docs' hosts per build: the store builds must know Google's address and nothing else. */
async function docsIn(mode: string): Promise<typeof GoogleDoc> {
  vi.stubEnv('MODE', mode);
  // vite.config.ts defines it per build: true in the loopback ones.
  if (mode.endsWith('loopback')) vi.stubEnv('LENS_TEST_PROBES', 'true');
  vi.resetModules();
  return import('../../../../src/shared/google-docs/google-doc.ts');
}

async function hostsIn(mode: string): Promise<string[]> {
  const { DOCS_HOSTS } = await docsIn(mode);
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

  it('asks no access for the stand-in in the store builds', async () => {
    const store = await docsIn('production');
    expect(
      store.docsAccessPatterns('http://docs.google.test/document/d/abcdefghijklmnopqrstu/edit'),
    ).toBeUndefined();
    const loopback = await docsIn('loopback');
    expect(
      loopback.docsAccessPatterns('http://docs.google.test/document/d/abcdefghijklmnopqrstu/edit'),
    ).toEqual(['http://docs.google.test/*', 'http://*.googleusercontent.test/*']);
  });

  it('adds the local stand-in in the loopback builds', async () => {
    for (const mode of ['loopback', 'firefox-loopback']) {
      expect(await hostsIn(mode)).toEqual(['https://docs.google.com', 'http://docs.google.test']);
    }
  });
});
