import { describe, expect, it } from 'vitest';
import { pdfResourceFiles } from '../../../build/pdf-resources.ts';
import { PDF_RESOURCE_FOLDERS } from '../../../src/offscreen/pdf/pdf-resources.ts';

describe('pdf.js data files for the package', () => {
  it('names the CMaps a Japanese PDF needs and the standard fonts, with their licences', () => {
    const names = pdfResourceFiles().map((f) => f.fileName);
    expect(names).toContain(`${PDF_RESOURCE_FOLDERS.cMaps}UniJIS-UCS2-H.bcmap`);
    expect(names).toContain(`${PDF_RESOURCE_FOLDERS.cMaps}LICENSE`);
    expect(
      names.some((n) => n.startsWith(PDF_RESOURCE_FOLDERS.standardFonts) && n.endsWith('.pfb')),
    ).toBe(true);
    expect(names.filter((n) => n.includes('LICENSE')).length).toBeGreaterThanOrEqual(2);
  });
});
