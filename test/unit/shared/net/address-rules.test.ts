import { describe, expect, it } from 'vitest';
import { hostClass, pageAddressVerdict } from '../../../../src/shared/net/address-rules.ts';
import { imageAddressVerdict } from '../../../../src/shared/image/image-address.ts';

const host = (address: string): string => new URL(address).hostname;

describe('hostClass', () => {
  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://2130706433/', 'loopback'], // 127.0.0.1 written as one number
    ['http://0x7f.1/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://localhost:8080/', 'loopback'],
    ['http://app.localhost/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://10.1.2.3/', 'private'],
    ['http://172.20.0.1/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://router.local/', 'private'],
    ['http://[fd00::1]/', 'private'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://0.0.0.0/', 'unspecified'],
    ['https://example.com/', 'public'],
    ['https://172.32.0.1/', 'public'],
    ['https://[2001:db8::1]/', 'public'],
  ])('%s is %s', (address, expected) => {
    expect(hostClass(host(address))).toBe(expected);
  });
});

describe('pageAddressVerdict', () => {
  it('refuses local-network addresses chosen by a public page', () => {
    for (const target of [
      'http://127.0.0.1:9/x.jpg',
      'http://192.168.1.1/cam.jpg',
      'http://169.254.169.254/',
    ]) {
      expect(pageAddressVerdict(target, 'https://news.example/story')).toMatchObject({ ok: false });
    }
    // Unknown page: treated as public.
    expect(pageAddressVerdict('http://10.0.0.1/a.png', undefined)).toMatchObject({ ok: false });
  });

  it('allows them for a page that is itself on the local network', () => {
    expect(pageAddressVerdict('http://127.0.0.1:9/x.jpg', 'http://localhost:3000/')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:9/x.jpg',
    });
  });

  it('refuses other schemes and embedded credentials, and upgrades mixed content', () => {
    expect(pageAddressVerdict('file:///etc/passwd', 'https://a.example/')).toMatchObject({
      ok: false,
    });
    expect(pageAddressVerdict('chrome-extension://abc/x.png', 'https://a.example/')).toMatchObject({
      ok: false,
    });
    expect(pageAddressVerdict('https://u:p@a.example/x.png', 'https://a.example/')).toMatchObject({
      ok: false,
    });
    expect(pageAddressVerdict('http://cdn.example/x.png', 'https://a.example/')).toEqual({
      ok: true,
      url: 'https://cdn.example/x.png',
    });
  });
});

describe('imageAddressVerdict', () => {
  it('takes embedded images and the page’s own blob: addresses, not another origin’s', () => {
    expect(imageAddressVerdict('data:image/png;base64,AAAA', 'https://a.example/').ok).toBe(true);
    expect(imageAddressVerdict('blob:https://a.example/1234', 'https://a.example/p').ok).toBe(true);
    expect(imageAddressVerdict('blob:https://b.example/1234', 'https://a.example/p').ok).toBe(
      false,
    );
  });
});
