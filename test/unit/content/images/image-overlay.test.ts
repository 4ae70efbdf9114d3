// @vitest-environment jsdom
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import {
  OVERLAY_HOST_ID,
  removeImageOverlays,
  showImageOverlay,
  type ImageOverlay,
  type ImageOverlayInput,
} from '../../../../src/content/images/image-overlay.ts';
import { recordCanvasFrames, type DrawnFrame } from '../../../support/recording-canvas.ts';
import { overlayWords } from '../../../../src/shared/messages/page-words.ts';
import type { Translator } from '../../../../src/shared/i18n/translator.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';

/** The words the worker sends with an overlay (the content script holds no catalogue). */
let english: Translator;
beforeAll(async () => {
  english = await translatorIn('en');
});

/** What the overlay drew, read back from a stand-in 2D context (jsdom has no canvas). */
let drawn: DrawnFrame[] = [];
let attachShadow: MockInstance<Element['attachShadow']>;

function rect(left: number, top: number, width: number, height: number): DOMRect {
  const box = { left, top, width, height, x: left, y: top, right: left + width };
  const full: DOMRect = { ...box, bottom: top + height, toJSON: () => box };
  return full;
}

/** Layout spies by element: jsdom does no layout, so each image's box is mocked. */
const boxes = new Map<Element, MockInstance<() => DOMRect>>();

function placedImage(box: DOMRect, style = ''): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('style', style);
  document.body.append(img);
  boxes.set(img, vi.spyOn(img, 'getBoundingClientRect').mockReturnValue(box));
  return img;
}

function layoutOf(img: Element): MockInstance<() => DOMRect> {
  const spy = boxes.get(img);
  if (!spy) throw new Error('not a placed image');
  return spy;
}

function input(target: Element, overrides: Partial<ImageOverlayInput> = {}): ImageOverlayInput {
  return {
    target,
    pixels: new Uint32Array(8 * 4).fill(0xff),
    size: { width: 8, height: 4 },
    words: overlayWords(english, 'mask'),
    ...overrides,
  };
}

function show(options: ImageOverlayInput): ImageOverlay {
  const result = showImageOverlay(options);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The closed shadow root of the host, which the page cannot reach but the test spied on. */
function shadowRoot(): ShadowRoot {
  const result = attachShadow.mock.results.at(-1);
  if (result?.type !== 'return') throw new Error('no shadow root was attached');
  return result.value;
}

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve()));

function ruleStyle(root: ShadowRoot, selector: string): CSSStyleDeclaration | undefined {
  const rules = root.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules));
  const rule = rules.find((r) => r instanceof CSSStyleRule && r.selectorText === selector);
  return rule instanceof CSSStyleRule ? rule.style : undefined;
}

beforeEach(() => {
  drawn = recordCanvasFrames().frames;
  attachShadow = vi.spyOn(Element.prototype, 'attachShadow');
});

afterEach(() => {
  removeImageOverlays();
  document.body.replaceChildren();
  boxes.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('showImageOverlay', () => {
  it('keeps every overlay in one host with a closed shadow root', () => {
    show(input(placedImage(rect(0, 0, 100, 50))));
    show(input(placedImage(rect(0, 100, 100, 50))));
    const hosts = document.querySelectorAll(`#${OVERLAY_HOST_ID}`);
    expect(hosts).toHaveLength(1);
    expect(hosts[0]?.parentElement).toBe(document.documentElement);
    expect(hosts[0]?.shadowRoot).toBeNull();
    expect(attachShadow).toHaveBeenCalledTimes(1);
    expect(attachShadow).toHaveBeenCalledWith({ mode: 'closed' });
    expect(shadowRoot().querySelectorAll('.frame')).toHaveLength(2);
  });

  it('lets clicks through everything but its own button, from a constructed stylesheet', () => {
    show(input(placedImage(rect(0, 0, 100, 50))));
    const root = shadowRoot();
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(ruleStyle(root, ':host')?.getPropertyValue('pointer-events')).toBe('none');
    expect(ruleStyle(root, '.frame')?.getPropertyValue('pointer-events')).toBe('none');
    expect(ruleStyle(root, 'canvas')?.getPropertyValue('pointer-events')).toBe('none');
    expect(ruleStyle(root, 'button')?.getPropertyValue('pointer-events')).toBe('auto');
    // No style attributes: a page CSP without 'unsafe-inline' would block them.
    expect(root.querySelector('[style*="pointer-events"]')).toBeNull();
  });

  it('sits exactly over the content box, inside border and padding', () => {
    show(input(placedImage(rect(10, 20, 100, 50), 'border: 2px solid; padding: 3px 5px')));
    const frame = shadowRoot().querySelector<HTMLElement>('.frame');
    const canvas = shadowRoot().querySelector('canvas');
    expect(frame?.style.cssText).toBe('left: 17px; top: 25px; width: 86px; height: 40px;');
    expect(canvas?.style.cssText).toBe('left: 0px; top: 0px; width: 86px; height: 40px;');
  });

  it('draws the mask scaled down to the displayed size', () => {
    // An 8x4 mask with its left half AI, shown at 4x2 CSS px.
    const pixels = new Uint32Array(32);
    for (let y = 0; y < 4; y++) pixels.fill(7, y * 8, y * 8 + 4);
    show(input(placedImage(rect(0, 0, 4, 2)), { pixels }));
    expect(drawn).toEqual([{ width: 4, height: 2, words: [7, 7, 0, 0, 7, 7, 0, 0] }]);
    const canvas = shadowRoot().querySelector('canvas');
    expect([canvas?.width, canvas?.height]).toEqual([4, 2]);
  });

  it('accepts RGBA bytes as well as words', () => {
    const pixels = new Uint8ClampedArray(8 * 4 * 4).fill(255);
    expect(showImageOverlay(input(placedImage(rect(0, 0, 8, 4)), { pixels })).ok).toBe(true);
    expect(drawn[0]?.words.every((word) => word === 0xffffffff)).toBe(true);
  });

  it('refuses pixels that do not match the size, and absurd sizes', () => {
    const img = placedImage(rect(0, 0, 8, 4));
    expect(showImageOverlay(input(img, { pixels: new Uint32Array(31) }))).toMatchObject({
      ok: false,
      error: { kind: 'internal' },
    });
    expect(showImageOverlay(input(img, { size: { width: 0, height: 4 } }))).toMatchObject({
      ok: false,
      error: { code: 'mask-size' },
    });
    expect(document.getElementById(OVERLAY_HOST_ID)).toBeNull();
  });

  it('replaces the overlay of an element shown twice', () => {
    const img = placedImage(rect(0, 0, 100, 50));
    const first = show(input(img));
    show(input(img));
    expect(shadowRoot().querySelectorAll('.frame')).toHaveLength(1);
    first.remove(); // a stale handle must not remove the new overlay
    expect(shadowRoot().querySelectorAll('.frame')).toHaveLength(1);
    expect(attachShadow).toHaveBeenCalledTimes(1);
  });
});

describe('the hide control', () => {
  it('hides and shows the mask, saying which it will do', () => {
    const overlay = show(input(placedImage(rect(0, 0, 100, 50))));
    const button = shadowRoot().querySelector('button');
    const canvas = shadowRoot().querySelector('canvas');
    expect(button?.textContent).toBe('Hide AI mask');
    expect(button?.getAttribute('aria-pressed')).toBe('true');

    button?.click();
    expect(canvas?.hidden).toBe(true);
    expect(overlay.isVisible()).toBe(false);
    expect(button?.textContent).toBe('Show AI mask');
    expect(button?.getAttribute('aria-pressed')).toBe('false');

    button?.click();
    expect(canvas?.hidden).toBe(false);
    expect(overlay.isVisible()).toBe(true);
  });

  it('names a heatmap on its control when the overlay is one', () => {
    show(input(placedImage(rect(0, 0, 100, 50)), { words: overlayWords(english, 'heatmap') }));
    const button = shadowRoot().querySelector('button');
    expect(button?.textContent).toBe('Hide heatmap');
    button?.click();
    expect(button?.textContent).toBe('Show heatmap');
    expect(button?.title).toMatch(/how likely each area/);
  });

  it('speaks the language the worker sent its words in', async () => {
    const german = overlayWords(await translatorIn('de'), 'objects');
    show(input(placedImage(rect(0, 0, 100, 50)), { words: german }));
    const button = shadowRoot().querySelector('button');
    expect(button?.textContent).toBe('Objekte ausblenden');
    expect(button?.lang).toBe('de');
    expect(button?.title).toBe('Authenticity Lens: die in diesem Bild gefundenen Objekte');
    button?.click();
    expect(button?.textContent).toBe('Objekte einblenden');
  });

  it('can be driven from code too', () => {
    const overlay = show(input(placedImage(rect(0, 0, 100, 50))));
    overlay.setVisible(false);
    expect(shadowRoot().querySelector('canvas')?.hidden).toBe(true);
    expect(shadowRoot().querySelector('button')?.textContent).toBe('Show AI mask');
  });
});

describe('following the page', () => {
  it('moves when a scrolling container scrolls (scroll does not bubble; it listens in capture)', async () => {
    const img = placedImage(rect(10, 20, 100, 50));
    show(input(img));
    layoutOf(img).mockReturnValue(rect(10, -80, 100, 50));
    const scroller = document.createElement('div');
    document.body.append(scroller);
    scroller.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(shadowRoot().querySelector<HTMLElement>('.frame')?.style.top).toBe('-80px');
  });

  it('measures once per frame however many events arrive', async () => {
    const img = placedImage(rect(10, 20, 100, 50));
    show(input(img));
    const measure = layoutOf(img);
    const before = measure.mock.calls.length;
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(measure.mock.calls.length - before).toBe(1);
  });

  it('redraws only when the displayed size changes', async () => {
    const img = placedImage(rect(0, 0, 8, 4));
    show(input(img));
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(drawn).toHaveLength(1);
    layoutOf(img).mockReturnValue(rect(0, 0, 4, 2));
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(drawn.map(({ width, height }) => [width, height])).toEqual([
      [8, 4],
      [4, 2],
    ]);
  });

  it('watches each image for resizes when ResizeObserver exists', async () => {
    const observed: Element[] = [];
    let notify: () => void = () => undefined;
    class FakeResizeObserver {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe(target: Element): void {
        observed.push(target);
      }
      unobserve(): void {}
      disconnect(): void {}
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const img = placedImage(rect(0, 0, 100, 50));
    show(input(img));
    expect(observed).toContain(img);
    layoutOf(img).mockReturnValue(rect(0, 0, 200, 100));
    notify();
    await nextFrame();
    expect(shadowRoot().querySelector<HTMLElement>('.frame')?.style.width).toBe('200px');
  });

  it('hides the overlay while its image is out of the document', async () => {
    const img = placedImage(rect(0, 0, 100, 50));
    show(input(img));
    img.remove();
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(shadowRoot().querySelector<HTMLElement>('.frame')?.hidden).toBe(true);
  });
});

describe('removal', () => {
  it('removes one overlay, then the host with the last', () => {
    const a = show(input(placedImage(rect(0, 0, 100, 50))));
    const b = show(input(placedImage(rect(0, 60, 100, 50))));
    a.remove();
    expect(shadowRoot().querySelectorAll('.frame')).toHaveLength(1);
    b.remove();
    expect(document.getElementById(OVERLAY_HOST_ID)).toBeNull();
  });

  it('removes everything at once and stops listening', async () => {
    const img = placedImage(rect(0, 0, 100, 50));
    show(input(img));
    show(input(placedImage(rect(0, 60, 100, 50))));
    removeImageOverlays();
    expect(document.getElementById(OVERLAY_HOST_ID)).toBeNull();
    const calls = layoutOf(img).mock.calls.length;
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(layoutOf(img).mock.calls.length).toBe(calls);
  });

  it('removes an overlay when its signal aborts', () => {
    const controller = new AbortController();
    show(input(placedImage(rect(0, 0, 100, 50)), { signal: controller.signal }));
    controller.abort();
    expect(document.getElementById(OVERLAY_HOST_ID)).toBeNull();
  });

  it('starts a fresh host after removal', () => {
    show(input(placedImage(rect(0, 0, 100, 50))));
    removeImageOverlays();
    show(input(placedImage(rect(0, 0, 100, 50))));
    expect(document.querySelectorAll(`#${OVERLAY_HOST_ID}`)).toHaveLength(1);
  });
});
