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
import { readImage } from '../images/image-source.ts';
import { fetchPdf } from '../pdf/read-pdf.ts';
import type { ScanPayload } from './scan-submission.ts';

const OCR_FORMATS: Record<string, string> = { png: 'png', jpeg: 'jpg', bmp: 'bmp' };

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
      const bytes = await fetchPdf(route.fileUrl);
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
      const format = sniffImage(file.value.bytes)?.format;
      const extension = format && OCR_FORMATS[format];
      if (!extension) {
        return err(
          appError(
            'invalid-input',
            `The service reads text in PNG, JPEG and BMP images; this one is ${format ?? 'of another kind'}.`,
          ),
        );
      }
      return ok({
        route: 'ocr',
        base64: toBase64(file.value.bytes),
        filename: route.filename.replace(/\.[^.]+$/, `.${extension}`),
        langCode: route.langCode,
      });
    }
  }
}
