/** 10. OCR languages: GET {base_url}/v3/miscellaneous/ocr-languages-list, no authentication. */
import * as v from 'valibot';
import type { Operation } from '../operation.ts';
import { readOperation } from './operation-shapes.ts';

export const OcrLanguagesSchema = v.array(v.string());

export type OcrLanguages = v.InferOutput<typeof OcrLanguagesSchema>;

export function ocrLanguagesOperation(): Operation<OcrLanguages> {
  const path = '/v3/miscellaneous/ocr-languages-list';
  return readOperation(path, false, OcrLanguagesSchema, 'OCR language list');
}
