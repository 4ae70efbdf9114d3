/** 10. OCR languages: GET {base_url}/v3/miscellaneous/ocr-languages-list, no authentication. */
import * as v from 'valibot';
import type { Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';

export const OcrLanguagesSchema = v.array(v.string());

export type OcrLanguages = v.InferOutput<typeof OcrLanguagesSchema>;

export function ocrLanguagesOperation(): Operation<OcrLanguages> {
  return {
    request: { base: 'api', method: 'GET', path: '/v3/miscellaneous/ocr-languages-list' },
    auth: false,
    retry: 'safe',
    parse: (response) => parseResponse(OcrLanguagesSchema, response, 'OCR language list'),
  };
}
