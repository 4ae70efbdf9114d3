/**
 * Copies of the page made where nothing loads. A document with no window of its own fetches no
 * image, frame, font, stylesheet, poster or object and runs no script or component, whatever it
 * holds; a node cloned in the page's own document is the page's, and loads (a lazy image, once
 * Readability moves its `data-src` into `src`, or once cloned where no layout says it is below
 * the fold). Reading a page must not tell its site it was read, nor spend the reader's data.
 */

/** An empty document with no window, made by (not in) `doc`. */
function inertDocument(doc: Document): Document {
  return doc.implementation.createHTMLDocument('');
}

/**
 * `doc` copied into a document with no window, each of its children (doctype, comments, the
 * root) copied by `copyOf` into the copy. One at a time: a doctype may not pass through the
 * fragment that `replaceChildren(...nodes)` would make of them.
 */
export function inertCopy(
  doc: Document,
  copyOf: (child: Node, into: Document) => Node = (child, into) => into.importNode(child, true),
): Document {
  const copy = inertDocument(doc);
  copy.replaceChildren();
  for (const child of Array.from(doc.childNodes)) copy.appendChild(copyOf(child, copy));
  return copy;
}
