import type { Hono } from 'hono';
import { OCR_EXTENSIONS, TEXTUAL_EXTENSIONS } from '../files/file-types.ts';
import type { AppEnv } from '../http/app-env.ts';

/**
 * GET /v3/miscellaneous/supported-file-types: the extensions the double reads (its submit
 * routes refuse every other). No authentication, like the OCR languages list.
 */
export function registerSupportedFileTypes(app: Hono<AppEnv>): void {
  app.get('/v3/miscellaneous/supported-file-types', (c) =>
    c.json({ textual: [...TEXTUAL_EXTENSIONS], ocr: [...OCR_EXTENSIONS] }),
  );
}
