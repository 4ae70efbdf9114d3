import { FAKE_INTERNET, type FakeWebPage } from '../../scans/fake-internet.ts';

export function fakePage(id: string): FakeWebPage {
  const page = FAKE_INTERNET.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`no fake internet page ${id}`);
  return page;
}

/** A sentence copied from a page of the fake internet, checked to be there word for word. */
export function passage(id: string, text: string): string {
  if (!fakePage(id).text.includes(text)) throw new Error(`not in ${id}: ${text}`);
  return text;
}

export const LIGHTHOUSE_FRESNEL = passage(
  'lighthouse-keepers',
  'The great change came in 1822, when Augustin Fresnel showed that rings of cut glass could ' +
    'bend scattered light into a single beam visible for twenty miles.',
);

export const LIGHTHOUSE_STORMS = passage(
  'lighthouse-keepers',
  'Storms could cut a crew off from the mainland for weeks, so stores of flour, salt fish and ' +
    'lamp oil were counted with care.',
);

export const COMPOST_MOISTURE = passage(
  'home-composting',
  'Moisture should feel like a wrung-out sponge; add water in a dry summer and cover the heap ' +
    'during long spells of rain.',
);

export const PRINTING_GUTENBERG = passage(
  'printing-press',
  'By combining durable metal type, oil-based ink and a screw press adapted from winemaking, ' +
    'Gutenberg made it possible to produce hundreds of identical pages in a single day.',
);

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The text of each chars range, for comparing with the passages it should cut out. */
export function slices(text: string, chars: { starts: number[]; lengths: number[] }): string[] {
  return chars.starts.map((start, index) => text.slice(start, start + (chars.lengths[index] ?? 0)));
}
