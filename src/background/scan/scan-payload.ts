/**
 * What a scan record sends, built again at every submission (the cost check, then the scan; or
 * after a restart): the address, the text as a UTF-8 file, the PDF fetched anew with the user's
 * session, or the image's bytes for OCR. Records keep addresses and text, never large files.
 */
import { FILE_SCAN_MAX_BYTES, sniffImage } from '../../api/index.ts';
import { toBase64 } from '../../core/base64.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { frameOfSource } from '../../shared/frames/tab-frame.ts';
import { routeOf } from '../../shared/scans/scan-route.ts';
import { decodeImage } from '../../shared/image/decoded-image.ts';
import { readImage, type ImageFile } from '../image/image-source.ts';
import { fetchPdf } from '../sources/read-pdf.ts';
import { fetchDocumentAt } from '../documents/fetch-document.ts';
import { readBatchFile } from '../stores/batch-store.ts';
import type { ScanPayload } from './scan-submission.ts';

/** Formats the OCR route takes as they are, by the extension their file name gets. */
const OCR_FORMATS: Record<string, string> = { png: 'png', jpeg: 'jpg', bmp: 'bmp' };
const GIF_MAGIC = [0x47, 0x49, 0x46, 0x38]; // "GIF8"

/**
 * The image as the OCR route takes it: PNG, JPEG, BMP and GIF as found; anything else the browser
 * can decode (WebP, AVIF, a HEIC Safari shows …) redrawn as PNG, which keeps text sharp.
 */
async function ocrReady(
  file: ImageFile,
): Promise<Result<{ bytes: Uint8Array; extension: string }>> {
  const format = sniffImage(file.bytes)?.format;
  const direct = format && OCR_FORMATS[format];
  if (direct) return ok({ bytes: file.bytes, extension: direct });
  if (GIF_MAGIC.every((b, i) => file.bytes[i] === b))
    return ok({ bytes: file.bytes, extension: 'gif' });
  const decoded = await decodeImage(file);
  const canvas = decoded && new OffscreenCanvas(decoded.width, decoded.height);
  const context = canvas?.getContext('2d');
  if (!decoded || !canvas || !context) {
    return err(
      appError(
        'invalid-input',
        `The service reads text in PNG, JPEG, BMP and GIF images; this one is ${format ?? 'of another kind'} and the browser cannot convert it.`,
      ),
    );
  }
  context.drawImage(decoded.bitmap, 0, 0);
  decoded.bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return ok({ bytes: new Uint8Array(await blob.arrayBuffer()), extension: 'png' });
}

/**
 * A PDF just fetched to start its scan, kept for that scan's first submission only, so the file
 * is not downloaded twice in a row; a later submission (after the cost check, a restart) fetches
 * it again.
 */
const fetchedFiles = new Map<string, Uint8Array>();

export function holdFetchedFile(recordId: string, bytes: Uint8Array): void {
  fetchedFiles.set(recordId, bytes);
}

async function fileOf(
  recordId: string,
  url: string,
  filename: string,
  batchFileId: string | undefined,
): Promise<Result<Uint8Array>> {
  const held = fetchedFiles.get(recordId);
  fetchedFiles.delete(recordId);
  if (held) return ok(held);
  if (batchFileId !== undefined) {
    // A class set's file: kept in the batch database until its scan is submitted.
    const kept = await readBatchFile(batchFileId);
    return kept
      ? ok(kept.bytes)
      : err(appError('not-found', `The bytes of ${filename} are no longer kept; add it again.`));
  }
  // A PDF shown in a tab, or a document a link points at (fetched by the same guarded path).
  if (/\.pdf$/i.test(filename)) return fetchPdf(url);
  const file = await fetchDocumentAt(url);
  return file.ok ? ok(file.value.bytes) : file;
}

export async function payloadOf(record: UrlScanCheck): Promise<Result<ScanPayload>> {
  const route = routeOf(record);
  switch (route.route) {
    case 'url':
      return ok({ route: 'url', url: record.input });
    case 'text':
      return ok({
        route: 'file',
        base64: toBase64(new TextEncoder().encode(record.input)),
        filename: route.filename,
      });
    case 'file': {
      const bytes = await fileOf(record.id, route.fileUrl, route.filename, route.batchFileId);
      if (!bytes.ok) return bytes;
      if (bytes.value.length > FILE_SCAN_MAX_BYTES) {
        return err(
          appError('invalid-input', 'The PDF grew past the size the service takes; scan it again.'),
        );
      }
      return ok({ route: 'file', base64: toBase64(bytes.value), filename: route.filename });
    }
    case 'ocr': {
      const tabId = record.source.tabId;
      if (tabId === undefined) return err(appError('not-found', 'The image’s tab is gone.'));
      const file = await readImage(
        frameOfSource(tabId, record.source),
        route.imageSrc,
        record.source.url,
      );
      if (!file.ok) return file;
      const image = await ocrReady(file.value);
      if (!image.ok) return image;
      if (image.value.bytes.length > FILE_SCAN_MAX_BYTES) {
        const mb = (image.value.bytes.length / (1024 * 1024)).toFixed(1);
        return err(
          appError(
            'invalid-input',
            `This image is ${mb} MB; the service reads images up to 25 MB.`,
          ),
        );
      }
      return ok({
        route: 'ocr',
        base64: toBase64(image.value.bytes),
        filename: route.filename.replace(/\.[^.]+$/, `.${image.value.extension}`),
        langCode: route.langCode,
      });
    }
  }
}
