/**
 * Chromium's offscreen document: a hidden page of ours where the worker has pdf.js read a PDF's
 * text (a service worker can neither start a web worker nor load code on demand). It answers
 * only its own messages, so the worker's replies to the popup are never taken by it.
 */
import { appError, err } from '../core/errors.ts';
import { fromBase64 } from '../core/base64.ts';
import { HandlerRegistry } from '../shared/messages/dispatch.ts';
import { offscreenProtocol } from '../shared/messages/offscreen.ts';
import { readPdfText } from '../shared/pdf/pdf-text.ts';
import { listen } from '../platform/listen.ts';

const registry = new HandlerRegistry(offscreenProtocol);
registry.register('offscreen/read-pdf', ({ base64 }) => {
  const bytes = fromBase64(base64);
  if (!bytes) {
    return Promise.resolve(
      err(appError('internal', 'The PDF reached the reader in an unreadable form.')),
    );
  }
  return readPdfText(bytes);
});
listen(registry, { checkSender: true, ownTypesOnly: true });
