/**
 * Handing our objects to the page's DOM from a content script. In Firefox a content script sees
 * page objects through Xray wrappers, which refuse some of what we hand them: an adopted
 * stylesheet array (Firefox 140: "Accessing from Xray wrapper is not supported") and an
 * ImageData around our own pixels (putImageData: "security check failed"), while the canvas's
 * own ImageData refuses our typed-array methods ("Permission denied to access object"). Firefox
 * gives content scripts `cloneInto` to make a copy in the page's compartment; Chromium needs none
 * of this, and has no `cloneInto`.
 */
interface FirefoxContentScope {
  cloneInto?: (value: unknown, scope: unknown, options?: { wrapReflectors?: boolean }) => unknown;
}

const firefoxClone = (): FirefoxContentScope['cloneInto'] =>
  (globalThis as FirefoxContentScope).cloneInto;

/**
 * Gives our shadow root its constructed stylesheet (not subject to the page's style-src CSP, as
 * a <style> element would be). Where the assignment is refused, the root's page-side view takes
 * an array made in the page. That runs the page's setter, which a hostile page could have
 * replaced to learn the root: it holds only our overlay or legend, which the page sees anyway.
 */
export function adoptSheet(root: ShadowRoot, sheet: CSSStyleSheet): void {
  try {
    root.adoptedStyleSheets = [sheet];
  } catch (error) {
    const cloneInto = firefoxClone();
    const pageSide = (root as { wrappedJSObject?: { adoptedStyleSheets: unknown } })
      .wrappedJSObject;
    if (!cloneInto || !pageSide) throw error;
    pageSide.adoptedStyleSheets = cloneInto([sheet], window, { wrapReflectors: true });
  }
}

/** An ImageData of our RGBA bytes that the page's canvas accepts (a copy, in Firefox). */
export function pageImageData(
  bytes: Uint8ClampedArray<ArrayBuffer>,
  width: number,
  height: number,
): ImageData {
  const cloneInto = firefoxClone();
  const pixels = cloneInto ? (cloneInto(bytes, window) as Uint8ClampedArray<ArrayBuffer>) : bytes;
  return new ImageData(pixels, width, height);
}

/**
 * Adds our constructed stylesheet to a page's shadow root, after the component's own (which stay).
 * In Firefox the new array is made in the page's compartment, holding the page's sheets and ours.
 */
export function addSheet(root: ShadowRoot, sheet: CSSStyleSheet): void {
  try {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch (error) {
    const cloneInto = firefoxClone();
    const pageSide = (root as { wrappedJSObject?: { adoptedStyleSheets: CSSStyleSheet[] } })
      .wrappedJSObject;
    if (!cloneInto || !pageSide) throw error;
    const sheets = [...Array.from(pageSide.adoptedStyleSheets), sheet];
    pageSide.adoptedStyleSheets = cloneInto(sheets, window, {
      wrapReflectors: true,
    }) as CSSStyleSheet[];
  }
}

/** Takes our stylesheet out of a page's shadow root again, leaving the component's own. */
export function removeSheet(root: ShadowRoot, sheet: CSSStyleSheet): void {
  try {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  } catch {
    const cloneInto = firefoxClone();
    const pageSide = (root as { wrappedJSObject?: { adoptedStyleSheets: CSSStyleSheet[] } })
      .wrappedJSObject;
    if (!cloneInto || !pageSide) return;
    const sheets = Array.from(pageSide.adoptedStyleSheets).filter(
      (s) => (s as { wrappedJSObject?: unknown }).wrappedJSObject !== sheet && s !== sheet,
    );
    pageSide.adoptedStyleSheets = cloneInto(sheets, window, {
      wrapReflectors: true,
    }) as CSSStyleSheet[];
  }
}
