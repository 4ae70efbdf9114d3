/** The elements of the page that show an image address: <img> (any srcset candidate) or a CSS background. */
export function elementsShowing(src: string, doc: Document = document): Element[] {
  const found: Element[] = [];
  for (const img of Array.from(doc.images)) {
    if (img.currentSrc === src || img.src === src) found.push(img);
  }
  if (found.length > 0) return found;
  // Backgrounds: only elements whose computed style names the address, checked lazily.
  const quoted = [`url("${src}")`, `url(${src})`, `url('${src}')`];
  for (const element of Array.from(doc.body?.querySelectorAll('*') ?? [])) {
    const background = getComputedStyle(element).backgroundImage;
    if (background !== 'none' && quoted.some((q) => background.includes(q))) found.push(element);
  }
  return found;
}
