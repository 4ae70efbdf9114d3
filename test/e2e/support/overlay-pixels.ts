import type { DriverPage } from '../browsers/driver.ts';

export interface CanvasAlpha {
  width: number;
  height: number;
  /** '1' where the pixel is painted (alpha > 0), '0' elsewhere, row-major. */
  painted: string;
  /** How many different alpha values the canvas holds: 2 for a yes/no mask, many when graded. */
  levels: number;
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
): Promise<CanvasAlpha[]> {
  return extensionPage.evaluate(async (target) => {
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: target },
      world: 'ISOLATED',
      func: () => {
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
          for (let i = 3; i < (data?.length ?? 0); i += 4) {
            const alpha = data?.[i] ?? 0;
            painted += alpha > 0 ? '1' : '0';
            alphas.add(alpha);
          }
          return { width: canvas.width, height: canvas.height, painted, levels: alphas.size };
        });
      },
    });
    return injection?.result ?? [];
  }, tabId);
}
