/** Where a text check's text is read: the selection, or the whole page. */
export const TEXT_SOURCES = ['selection', 'page'] as const;
export type TextSource = (typeof TEXT_SOURCES)[number];
