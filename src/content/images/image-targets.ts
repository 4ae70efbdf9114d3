import { imagesShowing } from './image-sources.ts';

/**
 * The elements of the page that show an image address: <img> (the address on screen, or any
 * candidate of the source it shows, so a larger srcset file checked is drawn on the image
 * showing a smaller one) or a CSS background.
 */
export function elementsShowing(src: string, doc: Document = document): Element[] {
  const found: Element[] = imagesShowing(src, doc);
  if (found.length > 0) return found;
  // Backgrounds: only elements whose computed style names the address, checked lazily.
  const quoted = [`url("${src}")`, `url(${src})`, `url('${src}')`];
  for (const element of Array.from(doc.body?.querySelectorAll('*') ?? [])) {
    const background = getComputedStyle(element).backgroundImage;
    if (background !== 'none' && quoted.some((q) => background.includes(q))) found.push(element);
  }
  return found;
}
