/**
 * File names of what a scan sends as a file. The service shows the name in its report and takes
 * the type from its extension, so it says what was scanned and ends in the right one.
 */
const MAX_STEM = 80;

function cleanStem(text: string): string {
  const clean = text
    // Characters file systems refuse, and control characters.
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points, so an emoji at the edge is not split in half.
  return Array.from(clean).slice(0, MAX_STEM).join('').trim();
}

function hostOf(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname : '';
  } catch {
    return ''; // not an address
  }
}

/** `<page title>.txt`, or `<page title> (selection).txt`; the host when the page has no title. */
export function textFilename(
  title: string | undefined,
  url: string | undefined,
  selection: boolean,
): string {
  const stem = cleanStem(title ?? '') || cleanStem(hostOf(url)) || 'text';
  return `${stem}${selection ? ' (selection)' : ''}.txt`;
}

/** The PDF's own file name when its address ends in one, else its title. */
export function pdfFilename(url: string, title: string | undefined): string {
  let last = '';
  try {
    last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    // An address with broken escapes: named by its title.
  }
  const fromAddress = /\.pdf$/i.test(last) ? cleanStem(last.replace(/\.pdf$/i, '')) : '';
  const stem = fromAddress || cleanStem(title ?? '') || cleanStem(hostOf(url)) || 'document';
  return `${stem}.pdf`;
}

/** The image's file name for OCR, with a placeholder extension set once the bytes are known. */
export function imageFilename(src: string): string {
  let last = '';
  // A data: or blob: address has no file name of its own.
  if (!/^https?:/i.test(src)) return 'image.png';
  try {
    last = decodeURIComponent(new URL(src).pathname.split('/').pop() ?? '');
  } catch {
    // data: and broken addresses: the generic name.
  }
  const stem = cleanStem(last.replace(/\.[A-Za-z0-9]{1,5}$/, '')) || 'image';
  return `${stem}.png`;
}
