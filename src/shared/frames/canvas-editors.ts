/**
 * Web apps that draw their text on a canvas, so the page holds no text to select or read. Named
 * by address, since nothing in their page says it.
 */
const CANVAS_EDITORS: readonly { name: string; host: string; path: RegExp }[] = [
  { name: 'Google Docs', host: 'docs.google.com', path: /^\/document\// },
  { name: 'Google Slides', host: 'docs.google.com', path: /^\/presentation\// },
  { name: 'Google Sheets', host: 'docs.google.com', path: /^\/spreadsheets\// },
];

/** The app's name when `url` is one of them, else undefined. */
export function canvasEditorAt(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const { hostname, pathname } = new URL(url);
  return CANVAS_EDITORS.find((e) => e.host === hostname && e.path.test(pathname))?.name;
}
