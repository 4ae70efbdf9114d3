import type { DriverPage } from '../browsers/driver.ts';

export interface CanvasAlpha {
  width: number;
  height: number;
  /** '1' where the pixel is painted (alpha > 0), '0' elsewhere, row-major. */
  painted: string;
  /** How many different alpha values the canvas holds: 2 for a yes/no mask, many when graded. */
  levels: number;
  /**
   * With a palette: per pixel, '0' where clear, else the 1-based place of the palette colour
   * nearest to it (canvases store colours premultiplied, so see-through ones come back rounded).
   */
  classes?: string;
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * Reads back the overlay canvases our content script drew on the page of `tabId`, as which
 * pixels are painted. A script injected from an extension page (`extensionPage`) opens their
 * closed shadow root the way only extensions can — `chrome.dom` in Chromium,
 * `openOrClosedShadowRoot` in Firefox — so it works the same in both browsers; page scripts
 * cannot.
 */
export async function readOverlayCanvases(
  extensionPage: Pick<DriverPage, 'evaluate'>,
  tabId: number,
  palette: readonly Rgb[] = [],
  /** The frame of the tab the overlay is in (default: the top document). */
  frameId = 0,
): Promise<CanvasAlpha[]> {
  return extensionPage.evaluate(
    async ({ target, frame, colours }) => {
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId: target, frameIds: [frame] },
        world: 'ISOLATED',
        args: [colours],
        func: (known: Rgb[]) => {
          const host = document.getElementById('authenticity-lens-image-overlays');
          if (!host) return [];
          const root =
            (host as HTMLElement & { openOrClosedShadowRoot?: ShadowRoot | null })
              .openOrClosedShadowRoot ??
            (
              globalThis.chrome as { dom?: { openOrClosedShadowRoot(e: Element): ShadowRoot } }
            ).dom?.openOrClosedShadowRoot(host);
          if (!root) throw new Error('The overlay host has no shadow root to open.');
          return [...root.querySelectorAll('canvas')].map((canvas) => {
            const data = canvas
              .getContext('2d')
              ?.getImageData(0, 0, canvas.width, canvas.height).data;
            const alphas = new Set<number>();
            let painted = '';
            let classes = '';
            for (let i = 3; i < (data?.length ?? 0); i += 4) {
              const alpha = data?.[i] ?? 0;
              painted += alpha > 0 ? '1' : '0';
              alphas.add(alpha);
              if (known.length === 0) continue;
              if (alpha === 0) {
                classes += '0';
                continue;
              }
              const [r, g, b] = [data?.[i - 3] ?? 0, data?.[i - 2] ?? 0, data?.[i - 1] ?? 0];
              let best = 0;
              let bestDistance = Infinity;
              known.forEach((c, index) => {
                const distance = (c.r - r) ** 2 + (c.g - g) ** 2 + (c.b - b) ** 2;
                if (distance < bestDistance) [best, bestDistance] = [index, distance];
              });
              classes += String(best + 1);
            }
            return {
              width: canvas.width,
              height: canvas.height,
              painted,
              levels: alphas.size,
              ...(known.length > 0 ? { classes } : {}),
            };
          });
        },
      });
      return injection?.result ?? [];
    },
    { target: tabId, frame: frameId, colours: [...palette] },
  );
}
