import { imageAddressVerdict } from '../../shared/image/image-address.ts';
import { largestCandidate, parseSrcset, type SrcsetCandidate } from './srcset.ts';

/** Attributes lazy-loading scripts keep the real address in until the image scrolls into view. */
const LAZY_SRC = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-url'];
const LAZY_SRCSET = ['data-srcset', 'data-lazy-srcset'];
/** Types a <source> may name that this browser can show. */
const SHOWABLE = /^image\/(jpeg|png|gif|webp|avif|svg\+xml|bmp|x-icon|vnd\.microsoft\.icon)$/;

const absolute = (url: string): string | undefined => {
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return undefined; // the page's markup names no address we could use: that candidate is skipped
  }
};

/**
 * Absolute candidates the extension may fetch for this page: a page cannot slip a local-network
 * address (its visitor's router, a metadata service) in as its "largest" source.
 */
const resolved = (candidates: SrcsetCandidate[]): SrcsetCandidate[] =>
  candidates.flatMap((c) => {
    const url = absolute(c.url);
    return url && imageAddressVerdict(url, location.href).ok ? [{ ...c, url }] : [];
  });

/** A data: address standing in until a script puts the real one in (a 1x1 GIF, an empty SVG). */
function isPlaceholder(url: string): boolean {
  return url.startsWith('data:') || url === '' || url === 'about:blank';
}

/** The <img>'s own candidates: src, srcset, and the lazy-loading attributes. */
function ownCandidates(img: HTMLImageElement): SrcsetCandidate[] {
  const sets = [
    img.getAttribute('srcset') ?? '',
    ...LAZY_SRCSET.map((a) => img.getAttribute(a) ?? ''),
  ];
  const singles = [
    img.getAttribute('src') ?? '',
    ...LAZY_SRC.map((a) => img.getAttribute(a) ?? ''),
  ];
  return resolved([
    ...sets.flatMap((set) => (set ? parseSrcset(set) : [])),
    ...singles.filter((url) => url && !isPlaceholder(url)).map((url) => ({ url, density: 1 })),
  ]).filter((c) => !isPlaceholder(c.url));
}

/**
 * The candidates of the source the <img> shows: in a <picture>, the <source> holding the address
 * on screen (else the first whose media and type apply); else the <img>'s own. Other <source>s
 * may be other crops of the picture (art direction), so they are never mixed in.
 */
export function activeCandidates(img: HTMLImageElement): SrcsetCandidate[] {
  const own = ownCandidates(img);
  const picture = img.parentElement;
  if (!(picture instanceof HTMLPictureElement)) return own;
  const sets = Array.from(picture.querySelectorAll('source')).map((source) => ({
    source,
    candidates: resolved(
      parseSrcset(source.getAttribute('srcset') ?? source.getAttribute('data-srcset') ?? ''),
    ),
  }));
  const shown = img.currentSrc;
  if (shown) {
    const holding = sets.find((s) => s.candidates.some((c) => c.url === shown));
    if (holding) return holding.candidates;
    if (own.some((c) => c.url === shown)) return own;
  }
  const applies = sets.find(({ source }) => {
    const type = source.getAttribute('type');
    return (!source.media || matchMedia(source.media).matches) && (!type || SHOWABLE.test(type));
  });
  return applies?.candidates ?? own;
}

/** Whether the <img> has loaded a real picture (not a lazy one waiting, not a placeholder). */
export function isLoaded(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth > 0 && !isPlaceholder(img.currentSrc || img.src);
}

const hasLazyAttributes = (img: HTMLImageElement): boolean =>
  [...LAZY_SRC, ...LAZY_SRCSET].some((a) => img.hasAttribute(a));

/**
 * loaded; waiting (loading=lazy not fetched yet, or a script's placeholder with the real address
 * in data-src); or broken (the page could not load it: nothing to check).
 */
export function loadState(img: HTMLImageElement): 'loaded' | 'waiting' | 'broken' {
  if (isLoaded(img)) return 'loaded';
  if (!img.complete && img.loading === 'lazy') return 'waiting';
  if (hasLazyAttributes(img) && isPlaceholder(img.currentSrc || img.getAttribute('src') || '')) {
    return 'waiting';
  }
  if (hasLazyAttributes(img) && img.naturalWidth > 0 && img.naturalWidth <= 2) return 'waiting';
  return 'broken';
}

/**
 * The best address the page offers for what the <img> shows: the largest candidate of its active
 * source, with its width when the srcset says it. The one on screen when nothing is larger.
 */
export function bestSource(img: HTMLImageElement): { src: string; width: number | undefined } {
  const shown = isLoaded(img) ? img.currentSrc || img.src : '';
  const best = largestCandidate(activeCandidates(img));
  if (!best) return { src: shown, width: undefined };
  if (shown && best.width !== undefined && best.width <= img.naturalWidth) {
    return { src: shown, width: undefined };
  }
  if (shown && best.width === undefined && (best.density ?? 1) <= 1 && best.url !== shown) {
    // Only density-1 candidates: the one on screen is as large as any.
    return { src: shown, width: undefined };
  }
  return { src: best.url, width: best.url === shown ? undefined : best.width };
}

/** Whether the <img> shows `src`, or offers it as a larger copy of what it shows. */
export function imgShows(img: HTMLImageElement, src: string): boolean {
  if (img.currentSrc === src || img.src === src) return true;
  return activeCandidates(img).some((c) => c.url === src);
}

/** The <img> elements showing `src` (the one on screen or a candidate of the same source). */
export function imagesShowing(src: string, doc: Document = document): HTMLImageElement[] {
  return Array.from(doc.images).filter((img) => imgShows(img, src));
}

/** The best address for the image showing `src` on this page; `src` when no <img> shows it. */
export function bestSourceShowing(src: string): string {
  const img = Array.from(document.images).find((i) => i.currentSrc === src || i.src === src);
  return (img && bestSource(img).src) || src;
}
