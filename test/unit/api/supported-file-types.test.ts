import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SupportedFileTypesSchema } from '../../../src/api/endpoints/supported-file-types.ts';

describe('the service’s supported file types', () => {
  it('reads its lists tolerantly: any case of key, extensions with or without a dot', () => {
    expect(
      v.parse(SupportedFileTypesSchema, { textual: ['PDF', '.docx', ' txt '], ocr: ['png'] }),
    ).toEqual({
      textual: ['pdf', 'docx', 'txt'],
      ocr: ['png'],
    });
    expect(v.parse(SupportedFileTypesSchema, { Textual: ['odt'], OCR: ['jpg', 3] })).toEqual({
      textual: ['odt'],
      ocr: ['jpg'],
    });
  });

  it('takes an answer without lists as none (the text is then sent)', () => {
    expect(v.parse(SupportedFileTypesSchema, {})).toEqual({ textual: [], ocr: [] });
    expect(v.safeParse(SupportedFileTypesSchema, 'pdf').success).toBe(false);
  });
});
