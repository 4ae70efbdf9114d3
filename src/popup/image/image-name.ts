import type { Translator } from '../../shared/i18n/translator.ts';
import { lastSegment } from '../../shared/image/last-segment.ts';

/** Longest alt text shown as a name; a caption-length alt is cut at a word. */
const MAX_NAME = 60;

/** The file name of an image's address, or a word for the ones without (data:, blob:). */
export function imageFileName(t: Translator, src: string): string {
  if (src.startsWith('data:')) return t.t('image_embeddedImage');
  if (src.startsWith('blob:')) return t.t('image_madeByPage');
  return lastSegment(src) || t.t('image_unnamed');
}

/**
 * A short name to tell an image from the others on its page: its alt text when the page gave
 * one, else its file name. Used in the popup's list, its buttons' names and the result card.
 */
export function imageName(t: Translator, src: string, alt = ''): string {
  const text = alt.replace(/\s+/g, ' ').trim();
  if (!text) return imageFileName(t, src);
  if (text.length <= MAX_NAME) return text;
  const cut = text.slice(0, MAX_NAME);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_NAME / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
