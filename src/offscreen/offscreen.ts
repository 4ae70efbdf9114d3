/**
 * Chromium's offscreen document (in Firefox, a hidden frame of the background page): a hidden
 * page of ours for work the worker cannot do itself. pdf.js reads a PDF's text here (a service
 * worker can neither start a web worker nor load code on demand), and Readability reads a page's
 * article here (a service worker cannot parse HTML), off the page's thread; images are made to
 * fit the service and a heatmap's answer is read here too (a canvas at hand, and code kept out
 * of the worker's wake). It answers only its
 * own messages, so the worker's replies to the popup are never taken by it.
 */
import { appError, err, ok } from '../core/errors.ts';
import { fromBase64 } from '../core/base64.ts';
import { HandlerRegistry } from '../shared/messages/dispatch.ts';
import { offscreenProtocol } from '../shared/messages/offscreen.ts';
import { outlineProtocol } from '../shared/messages/offscreen-article.ts';
import { PDF_RESOURCE_FOLDERS } from './pdf/pdf-resources.ts';
import { outlineArticleHtml } from '../shared/text/article-outline.ts';
import { listen } from '../platform/listen.ts';
import { readDocumentInPage } from './documents/read-document-file.ts';

const registry = new HandlerRegistry({ ...offscreenProtocol, ...outlineProtocol });
registry.register('offscreen/read-pdf', async ({ base64 }) => {
  const bytes = fromBase64(base64);
  if (!bytes) {
    return err(appError('internal', 'The PDF reached the reader in an unreadable form.'));
  }
  // pdf.js is loaded for PDFs only: most openings of this page are for articles.
  const { readPdfText } = await import('./pdf/pdf-text.ts');
  // pdf.js' data files, in the package (build/pdf-resources.ts): fetched by it as a PDF needs.
  const inPackage = (folder: string): string => new URL(`/${folder}`, location.href).href;
  return readPdfText(bytes, {
    cMapUrl: inPackage(PDF_RESOURCE_FOLDERS.cMaps),
    standardFontDataUrl: inPackage(PDF_RESOURCE_FOLDERS.standardFonts),
  });
});
registry.register('offscreen/read-document', (request) =>
  Promise.resolve(readDocumentInPage(request)),
);
registry.register('offscreen/prepare-image', async ({ base64, mime, src, limits }) => {
  const bytes = fromBase64(base64);
  if (!bytes) {
    return err(appError('internal', 'The image reached the hidden page in an unreadable form.'));
  }
  const { preparedForService } = await import('./image/prepared-for-service.ts');
  return preparedForService({ bytes, mime }, src, limits);
});
registry.register('offscreen/heatmap-outcome', async ({ payload }) => {
  // Loaded when a heatmap comes: most openings of this page are for articles.
  const { heatmapOutcome } = await import('./heatmap/heatmap-outcome.ts');
  return ok(await heatmapOutcome(payload));
});
registry.register('offscreen/outline-article', ({ html }) => {
  return Promise.resolve(ok({ outline: outlineArticleHtml(html) }));
});
listen(registry, { checkSender: true, ownTypesOnly: true });
