import { IMAGE_MIN_SIDE } from '../../api/validation/image.ts';
import type { PageImage, PageImages } from '../../shared/messages/images.ts';
import { imageAddressVerdict } from '../../shared/image/image-address.ts';
import { bestSource, loadState } from './image-sources.ts';

/** Elements scanned for CSS backgrounds, and backgrounds measured (each loads the image). */
const MAX_ELEMENTS = 5_000;
const MAX_BACKGROUNDS = 24;
const BACKGROUND_TIMEOUT_MS = 2_000;
/** Shown at most this size (CSS px) while the file is larger: a thumbnail. */
const THUMBNAIL_SIDE = 160;

const absolute = (url: string): string => new URL(url, document.baseURI).href;

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
      if (!imageAddressVerdict(src, location.href).ok) continue;
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

const isVectorAddress = (src: string): boolean =>
  /^data:image\/svg\+xml[;,]/i.test(src) ||
  (URL.canParse(src) && /\.svgz?$/i.test(new URL(src).pathname));

/** Size from the element's width and height attributes, which lazy images often carry. */
function declaredSize(img: HTMLImageElement): { width: number; height: number } | undefined {
  const width = Number(img.getAttribute('width'));
  const height = Number(img.getAttribute('height'));
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * Images on the page worth checking, largest first; the ones too small are only counted. Each
 * <img> is offered at the best source the page has for it (its srcset or <picture> source at
 * its largest), including images a lazy loader has not fetched yet (loading=lazy, data-src).
 */
export async function listPageImages(): Promise<PageImages> {
  const seen = new Set<string>();
  const all: PageImage[] = [];
  for (const img of Array.from(document.images)) {
    const state = loadState(img);
    if (state === 'broken') continue;
    const loaded = state === 'loaded';
    const { src, width } = bestSource(img);
    if (!src || seen.has(src) || !imageAddressVerdict(src, location.href).ok) continue;
    seen.add(src);
    // A larger srcset candidate: its width descriptor, and the shown file's aspect ratio.
    const aspect = loaded
      ? { width: img.naturalWidth, height: img.naturalHeight }
      : declaredSize(img);
    // A drawing has no pixel size of its own: it is drawn at 512 px or more to be checked.
    const vector = isVectorAddress(src);
    const natural = width
      ? { width, height: aspect ? Math.round((width * aspect.height) / aspect.width) : 0 }
      : loaded && !vector
        ? { width: img.naturalWidth, height: img.naturalHeight }
        : { width: 0, height: 0 };
    const estimated = width !== undefined && natural.height > 0;
    all.push({
      ...describe(img, src, 'img', natural, img.alt, estimated),
      ...(loaded ? {} : { waiting: true }),
    });
  }
  all.push(...(await backgrounds(seen)));
  const known = (i: PageImage): boolean => i.naturalWidth > 0 && i.naturalHeight > 0;
  const checkable = all.filter(
    (i) => !known(i) || Math.min(i.naturalWidth, i.naturalHeight) >= IMAGE_MIN_SIDE,
  );
  checkable.sort((a, b) => b.shownWidth * b.shownHeight - a.shownWidth * a.shownHeight);
  return { images: checkable, tooSmall: all.length - checkable.length };
}
