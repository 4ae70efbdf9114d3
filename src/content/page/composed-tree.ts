/**
 * The page as it is shown: the document with every shadow tree in place of its host's light
 * children and slotted nodes where their slots are (web components, the way social feeds, news
 * apps and editors render). Open shadow roots are read as any script could; closed ones through
 * the extension-only API both browsers give content scripts. Our own hosts (legend, overlays)
 * are never read.
 */

const ownHosts = new WeakSet<Element>();

/** Marks a host our content script made, so its shadow tree is never read as page text. */
export function markOwnHost(host: Element): void {
  ownHosts.add(host);
}

/** Whether `node` is a host our content script made (a change to it is not the page's). */
export const isOwnHost = (node: Node): boolean => ownHosts.has(node as Element);

interface ClosedRootApis {
  /** Chromium: `chrome.dom.openOrClosedShadowRoot`. */
  chrome?: { dom?: { openOrClosedShadowRoot?: (element: Element) => ShadowRoot | null } };
}

/**
 * The element's shadow root, open or closed; null when it has none (or it is ours). A closed one
 * is looked for on custom elements only (a name with a hyphen), where components keep them: the
 * extension API is a call into the browser for each element asked, too many on a long page.
 */
export function shadowRootOf(element: Element): ShadowRoot | null {
  if (element.shadowRoot) return element.shadowRoot;
  if (!element.localName.includes('-') || ownHosts.has(element)) return null;
  // Firefox gives content scripts the property; Chromium the function.
  const firefox = (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null })
    .openOrClosedShadowRoot;
  if (firefox !== undefined) return firefox;
  try {
    const apis = globalThis as unknown as ClosedRootApis;
    return apis.chrome?.dom?.openOrClosedShadowRoot?.(element) ?? null;
  } catch {
    return null; // not an element that can host one
  }
}

const isSlot = (node: Node): node is HTMLSlotElement =>
  node.nodeType === 1 && (node as Element).localName === 'slot';

/**
 * The children of `node` as shown: a host's shadow tree, a slot's assigned nodes (or its own
 * fallback content), else its child nodes. Light children of a host that no slot takes are not
 * shown, so they are not among them.
 */
export function composedChildren(node: Node): readonly Node[] {
  return shownInstead(node) ?? Array.from(node.childNodes);
}

/**
 * What is shown in place of an element's own children, when something is: a host's shadow tree,
 * a slot's assigned nodes. Undefined for every other node (most of them), whose children are its
 * own, so a walk can follow its siblings without making a list.
 */
export function shownInstead(node: Node): readonly Node[] | undefined {
  if (node.nodeType !== 1) return undefined;
  const root = shadowRootOf(node as Element);
  if (root) return Array.from(root.childNodes);
  if (isSlot(node) && node.getRootNode() instanceof ShadowRoot) {
    return node.assignedNodes({ flatten: true });
  }
  return undefined;
}

/** The node `node` is shown under: its slot, its parent, or (for a shadow root) its host. */
export function composedParent(node: Node): Node | null {
  const slot = (node as Partial<Element & Text>).assignedSlot;
  if (slot) return slot;
  const parent = node.parentNode;
  if (parent instanceof ShadowRoot) return parent.host;
  return parent;
}

/** Whether `node` is shown inside `ancestor` (or is it). */
export function composedContains(ancestor: Node, node: Node): boolean {
  for (let at: Node | null = node; at; at = composedParent(at)) if (at === ancestor) return true;
  return false;
}

/** Whether any element under `root` hosts a shadow tree we can read (the slower path). */
export function hasShadowTrees(root: Node): boolean {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 0x1 /* NodeFilter.SHOW_ELEMENT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (shadowRootOf(node as Element)) return true;
  }
  return false;
}

/** Every shadow root we can read under `root`, nested ones too. */
export function shadowRootsUnder(root: Node): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  const pending: Node[] = [root];
  while (pending.length > 0) {
    const at = pending.pop()!;
    const doc = at.ownerDocument ?? (at as Document);
    const walker = doc.createTreeWalker(at, 0x1 /* NodeFilter.SHOW_ELEMENT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const shadow = shadowRootOf(node as Element);
      if (shadow) {
        found.push(shadow);
        pending.push(shadow);
      }
    }
  }
  return found;
}

/** Every text node under `root` in the order it is shown, shadow trees included. */
export function composedTextNodes(root: Node): Text[] {
  const nodes: Text[] = [];
  const stack: Node[] = [...composedChildren(root)].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeType === 3) {
      nodes.push(node as Text);
      continue;
    }
    const children = composedChildren(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return nodes;
}

/**
 * A copy of `node` in document `into` with every shadow tree flattened in place (slotted nodes
 * where their slots are), for reading with tools that know no shadow DOM (Readability). Its text
 * nodes come in the order of `composedTextNodes` of the original. Made in `into` from the start,
 * never as a clone in the page's document, which would load what it points at.
 */
export function flattenedClone(node: Node, into: Document): Node {
  const copy = into.importNode(node, false);
  for (const child of composedChildren(node)) copy.appendChild(flattenedClone(child, into));
  return copy;
}
