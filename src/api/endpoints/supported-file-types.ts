/**
 * 11. Supported file types: GET {base_url}/v3/miscellaneous/supported-file-types, no
 * authentication. The extensions the plagiarism scan's file submit reads, as lists by how it
 * reads them (`textual`, `ocr`). The public docs give no exact shape (service-facts.md §10), so it
 * is read tolerantly: any list of strings under any key is taken, and extensions are lowercased
 * and stripped of a leading dot.
 */
import * as v from 'valibot';
import type { Operation } from '../operation.ts';
import { readOperation } from './operation-shapes.ts';

export const SupportedFileTypesSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((lists) => ({
    textual: extensions(lists.textual ?? lists.Textual),
    ocr: extensions(lists.ocr ?? lists.Ocr ?? lists.OCR),
  })),
);

export type SupportedFileTypes = v.InferOutput<typeof SupportedFileTypesSchema>;

function extensions(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
}

export function supportedFileTypesOperation(): Operation<SupportedFileTypes> {
  const path = '/v3/miscellaneous/supported-file-types';
  return readOperation(path, false, SupportedFileTypesSchema, 'supported file types');
}
