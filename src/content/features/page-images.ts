import { IMAGE_MIN_SIDE } from '../../api/validation/image.ts';
import type { PageImage, PageImages } from '../../shared/messages/images.ts';
import { largestCandidate, parseSrcset } from '../../shared/image/srcset.ts';

/** Elements scanned for CSS backgrounds, and backgrounds measured (each loads the image). */
const MAX_ELEMENTS = 5_000;
const MAX_BACKGROUNDS = 24;
const BACKGROUND_TIMEOUT_MS = 2_000;
/** Shown at most this size (CSS px) while the file is larger: a thumbnail. */
const THUMBNAIL_SIDE = 160;

const absolute = (url: string): string => new URL(url, document.baseURI).href;

/** The largest source of an <img>, counting its srcset and its <picture>'s sources. */
function largestSource(img: HTMLImageElement): { src: string; width: number | undefined } {
  const sets = [img.srcset];
  if (img.parentElement instanceof HTMLPictureElement) {
    for (const source of Array.from(img.parentElement.querySelectorAll('source'))) {
      sets.push(source.srcset);
    }
  }
  const best = largestCandidate(sets.flatMap((set) => (set ? parseSrcset(set) : [])));
  const current = img.currentSrc || img.src;
  if (!best || (best.width !== undefined && best.width <= img.naturalWidth)) {
    return { src: current, width: undefined };
  }
  const src = absolute(best.url);
  return { src, width: src === current ? undefined : best.width };
}

function describe(
  element: Element,
  src: string,
  kind: PageImage['kind'],
  natural: { width: number; height: number },
  alt: string,
  estimated = false,
): PageImage {
  const rect = element.getBoundingClientRect();
  const shownWidth = Math.round(rect.width);
  const shownHeight = Math.round(rect.height);
  return {
    src,
    kind,
    alt,
    naturalWidth: natural.width,
    naturalHeight: natural.height,
    estimated,
    shownWidth,
    shownHeight,
    thumbnail:
      Math.max(shownWidth, shownHeight) <= THUMBNAIL_SIDE &&
      Math.max(natural.width, natural.height) > THUMBNAIL_SIDE,
  };
}

function naturalSizeOf(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const probe = new Image();
    const done = (): void => resolve({ width: probe.naturalWidth, height: probe.naturalHeight });
    const timer = setTimeout(done, BACKGROUND_TIMEOUT_MS);
    probe.onload = probe.onerror = () => {
      clearTimeout(timer);
      done();
    };
    probe.src = src;
  });
}

async function backgrounds(seen: Set<string>): Promise<PageImage[]> {
  const found: { element: Element; src: string }[] = [];
  const elements = Array.from(document.body?.querySelectorAll('*') ?? []).slice(0, MAX_ELEMENTS);
  for (const element of elements) {
    const value = getComputedStyle(element).backgroundImage;
    if (value === 'none') continue;
    for (const match of value.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
      const src = absolute(match[1] ?? '');
      if (seen.has(src) || found.length >= MAX_BACKGROUNDS) continue;
      seen.add(src);
      found.push({ element, src });
    }
  }
  return Promise.all(
    found.map(async ({ element, src }) =>
      describe(element, src, 'background', await naturalSizeOf(src), ''),
    ),
  );
}

/** Images on the page worth checking, largest first; the ones too small are only counted. */
export async function listPageImages(): Promise<PageImages> {
  const seen = new Set<string>();
  const all: PageImage[] = [];
  for (const img of Array.from(document.images)) {
    if (!img.complete || img.naturalWidth === 0) continue;
    const { src, width } = largestSource(img);
    if (!src || seen.has(src)) continue;
    seen.add(src);
    // A larger srcset candidate: its width descriptor, and the shown file's aspect ratio.
    const natural = width
      ? { width, height: Math.round((width * img.naturalHeight) / img.naturalWidth) }
      : { width: img.naturalWidth, height: img.naturalHeight };
    all.push(describe(img, src, 'img', natural, img.alt, width !== undefined));
  }
  all.push(...(await backgrounds(seen)));
  const known = (i: PageImage): boolean => i.naturalWidth > 0 && i.naturalHeight > 0;
  const checkable = all.filter(
    (i) => !known(i) || Math.min(i.naturalWidth, i.naturalHeight) >= IMAGE_MIN_SIDE,
  );
  checkable.sort((a, b) => b.shownWidth * b.shownHeight - a.shownWidth * a.shownHeight);
  return { images: checkable, tooSmall: all.length - checkable.length };
}
