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
 * Adds our constructed stylesheet to a page's shadow root, before the component's own (which
 * stay): the first adopted sheet declares its cascade layers before theirs, and for `!important`
 * the earlier layer wins. In Firefox the new array is made in the page's compartment.
 */
export function addSheetFirst(root: ShadowRoot, sheet: CSSStyleSheet): void {
  try {
    root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets.filter((s) => s !== sheet)];
  } catch (error) {
    const cloneInto = firefoxClone();
    const pageSide = pageSheets(root);
    if (!cloneInto || !pageSide) throw error;
    const theirs = Array.from(pageSide.adoptedStyleSheets).filter((s) => !isOurs(s, sheet));
    pageSide.adoptedStyleSheets = cloneInto([sheet, ...theirs], window, {
      wrapReflectors: true,
    }) as CSSStyleSheet[];
  }
}

/** Whether our constructed stylesheet is still the first one a page's shadow root adopted. */
export function isFirstSheet(root: ShadowRoot, sheet: CSSStyleSheet): boolean {
  try {
    return root.adoptedStyleSheets[0] === sheet;
  } catch {
    const first = pageSheets(root)?.adoptedStyleSheets[0];
    return first !== undefined && isOurs(first, sheet);
  }
}

const pageSheets = (root: ShadowRoot): { adoptedStyleSheets: CSSStyleSheet[] } | undefined =>
  (root as { wrappedJSObject?: { adoptedStyleSheets: CSSStyleSheet[] } }).wrappedJSObject;

/** Whether a sheet in a page's list (maybe its view of ours, in Firefox) is ours. */
const isOurs = (listed: CSSStyleSheet, sheet: CSSStyleSheet): boolean =>
  listed === sheet || (listed as { wrappedJSObject?: unknown }).wrappedJSObject === sheet;

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

/** A page object as a Firefox content script can hold it unwrapped (`wrappedJSObject`). */
interface Waivable {
  wrappedJSObject?: unknown;
}

interface FirefoxWrappers {
  /** Firefox: the Xray view of a page object, whose properties are the browser's own. */
  XPCNativeWrapper?: <T>(value: T) => T;
}

/**
 * The entries of a highlight registry or a highlight (a maplike's keys, a setlike's values).
 * Chromium iterates them natively in our world, where the page's scripts cannot reach. Firefox's
 * Xray views refuse every iteration ("Xray wrapping of iterators not supported"), so the page's
 * own listing is read and checked against what the browser answers through the Xray: as many
 * distinct entries as its `size`, each one it `has`. A listing the page rewrote to lie cannot
 * pass that, and answers undefined.
 */
function entriesOf<T>(
  collection: {
    size: number;
    has(entry: T): boolean;
    forEach(each: (a: unknown, b: T) => void): void;
  },
  pageList: (pageSide: unknown) => unknown[],
): T[] | undefined {
  try {
    const entries: T[] = [];
    collection.forEach((_value, key) => entries.push(key));
    return entries;
  } catch {
    const pageSide = (collection as Waivable).wrappedJSObject;
    if (pageSide === undefined) return undefined;
    try {
      const xray = (globalThis as FirefoxWrappers).XPCNativeWrapper ?? (<V>(value: V): V => value);
      const listed = pageList(pageSide).map((entry) => xray(entry as T));
      const distinct = new Set(listed);
      if (distinct.size !== collection.size || listed.length !== distinct.size) return undefined;
      return listed.every((entry) => collection.has(entry)) ? listed : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The names in the page's highlight registry; undefined when they cannot be listed truly. */
export function registryNames(registry: HighlightRegistry): string[] | undefined {
  return entriesOf<string>(registry, (pageSide) =>
    Array.from((pageSide as Map<unknown, unknown>).keys(), String),
  );
}

/** The ranges of a page's highlight; undefined when they cannot be listed truly. */
export function highlightRanges(highlight: Highlight): AbstractRange[] | undefined {
  return entriesOf<AbstractRange>(highlight, (pageSide) => Array.from(pageSide as Set<unknown>));
}
