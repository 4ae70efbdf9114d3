/**
 * The one rule for image addresses a page hands us (its markup, a right-click): web addresses
 * under the page's network rules (address-rules.ts), images embedded in the page (data:image),
 * and the page's own blob: addresses. Used where the page lists them, where the worker fetches
 * them (before and after redirects) and before extension pages show them. Pure.
 */
import { pageAddressVerdict, type AddressVerdict } from '../net/address-rules.ts';

export function imageAddressVerdict(address: string, pageUrl: string | undefined): AddressVerdict {
  if (/^data:image\//i.test(address)) return { ok: true, url: address };
  if (address.startsWith('blob:')) {
    const inner = address.slice('blob:'.length);
    const page = pageUrl && URL.canParse(pageUrl) ? new URL(pageUrl).origin : undefined;
    const own = URL.canParse(inner) && page !== undefined && new URL(inner).origin === page;
    return own
      ? { ok: true, url: address }
      : { ok: false, reason: 'It belongs to another page than the one it was found on.' };
  }
  return pageAddressVerdict(address, pageUrl);
}
