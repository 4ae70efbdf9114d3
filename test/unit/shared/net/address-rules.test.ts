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
    // Written other ways: the URL parser's canonical form is what is judged.
    ['http://0177.0.0.1/', 'loopback'], // octal
    ['http://127.1/', 'loopback'], // short form
    ['http://0x7f000001/', 'loopback'], // one hex number
    ['http://3232235777/', 'private'], // 192.168.1.1 as one number
    ['http://127.0.0.1./', 'loopback'],
    ['http://ｌｏｃａｌｈｏｓｔ/', 'loopback'], // full-width letters fold to localhost
    ['http://xn--lcalhost-2fh/', 'public'], // a Cyrillic о: another name, a public one
    // A trailing dot names the same host.
    ['http://localhost./', 'loopback'],
    ['http://localhost../', 'loopback'],
    ['http://app.localhost./', 'loopback'],
    ['http://x.local./', 'private'],
    ['http://x.internal./', 'private'],
    ['http://printer.home.arpa./', 'private'],
    ['http://example.com./', 'public'],
    // IPv4 inside IPv6.
    ['http://[::10.0.0.1]/', 'private'], // IPv4-compatible
    ['http://[::127.0.0.1]/', 'loopback'],
    ['http://[::ffff:10.0.0.1]/', 'private'], // IPv4-mapped
    ['http://[::ffff:8.8.8.8]/', 'public'],
    ['http://[64:ff9b::10.0.0.1]/', 'private'], // NAT64 well-known prefix
    ['http://[64:ff9b::127.0.0.1]/', 'loopback'],
    ['http://[64:ff9b::169.254.169.254]/', 'link-local'],
    ['http://[64:ff9b::8.8.8.8]/', 'public'],
    ['http://[64:ff9b:1::a00:1]/', 'private'], // local-use NAT64
    ['http://[2002:c0a8:101::1]/', 'private'], // 6to4 of 192.168.1.1
    ['http://[2002:808:808::1]/', 'public'], // 6to4 of 8.8.8.8
    ['http://[2001:0:4136:e378::1]/', 'private'], // Teredo
    ['http://[fec0::1]/', 'private'], // site-local
    ['http://[feff::1]/', 'private'],
    ['http://[ff02::1]/', 'private'], // multicast
    // Reserved IPv4 ranges.
    ['http://198.18.0.1/', 'private'],
    ['http://198.19.255.254/', 'private'],
    ['http://198.20.0.1/', 'public'],
    ['http://192.0.0.8/', 'private'],
    ['http://224.0.0.1/', 'private'],
    ['http://255.255.255.255/', 'private'],
    ['http://100.64.0.1/', 'private'],
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
