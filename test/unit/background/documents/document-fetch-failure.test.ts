import { describe, expect, it, vi } from 'vitest';
import type { Hop } from '../../../../src/background/net/fetch-hop.ts';

// The guarded fetch's default hop watches redirects through the browser; these tests give their own.
vi.mock('../../../../src/platform/browser.ts', () => ({ browser: {} }));

const { documentFetchError } =
  await import('../../../../src/background/documents/document-fetch-failure.ts');
const { guardedFetch } = await import('../../../../src/background/net/guarded-fetch.ts');

/** The extension's host access: the sites granted, as `permissions.contains` would answer. */
const granted =
  (...sites: string[]) =>
  (address: string): Promise<boolean> =>
    Promise.resolve(sites.includes(new URL(address).origin));

describe('a linked document whose fetch failed', () => {
  it('names a site the extension may not read, with the way to allow it', async () => {
    const error = await documentFetchError(
      { why: 'network', url: 'https://files.example/essay.docx' },
      granted('https://lms.example'),
    );
    expect(error).toMatchObject({
      kind: 'permission',
      code: 'host-access',
      site: 'https://files.example',
      field: 'file',
      words: { key: 'error_fileSiteNotAllowed', args: ['files.example'] },
    });
    expect(error.message).toContain('Allow Authenticity Lens to read files from files.example');
  });

  it('stays a network failure where the extension may read the site', async () => {
    const error = await documentFetchError(
      { why: 'network', url: 'https://files.example/essay.docx' },
      granted('https://files.example'),
    );
    expect(error).toMatchObject({
      kind: 'network',
      words: { key: 'error_fetchNetwork', args: ['files.example'] },
    });
    expect(error.site).toBeUndefined();
  });

  it('names the hop that failed: a redirect’s second site, not the link’s', async () => {
    // The platform's link (its site readable after the menu click) sends the file from storage.
    const hop: Hop = (url) =>
      url.startsWith('https://lms.example/')
        ? Promise.resolve({
            kind: 'redirect',
            response: new Response(null, { status: 302 }),
            location: 'https://storage.example/f/essay.docx?sig=1',
          })
        : Promise.reject(new TypeError('Failed to fetch'));
    const fetched = await guardedFetch(
      'https://lms.example/pluginfile.php/7/essay.docx',
      {
        address: (url) => ({ ok: true, url }),
        cookiesFor: () => false,
        maxBytes: 1024,
        deadlineMs: 60_000,
      },
      hop,
    );
    expect(fetched.ok).toBe(false);
    if (fetched.ok) return;
    const error = await documentFetchError(fetched.error, granted('https://lms.example'));
    expect(error).toMatchObject({
      kind: 'permission',
      code: 'host-access',
      site: 'https://storage.example',
    });
  });

  it('says a plain http site off this computer cannot be allowed', async () => {
    const error = await documentFetchError(
      { why: 'network', url: 'http://files.example:8080/essay.docx' },
      granted(),
    );
    expect(error).toMatchObject({
      kind: 'permission',
      code: 'host-access',
      site: 'http://files.example:8080',
      words: { key: 'error_fileSiteNotGrantable', args: ['files.example:8080'] },
    });
  });

  it('leaves the other failures as they were, asking nothing', async () => {
    const asked: string[] = [];
    const error = await documentFetchError(
      { why: 'timeout', url: 'https://files.example/essay.docx', ms: 120_000 },
      (address) => {
        asked.push(address);
        return Promise.resolve(false);
      },
    );
    expect(error).toMatchObject({ kind: 'network', words: { key: 'error_fetchTimeout' } });
    expect(asked).toEqual([]);
  });
});
