import { describe, expect, it } from 'vitest';
import {
  imageFilename,
  pdfFilename,
  textFilename,
} from '../../../../src/background/scan/scan-filename.ts';

const PAGE = 'https://lms.example.edu/grade/17';

describe('textFilename', () => {
  it('names the file after the page title, with " (selection)" for a selection', () => {
    expect(textFilename('Essay on lighthouses', PAGE, false)).toBe('Essay on lighthouses.txt');
    expect(textFilename('Essay on lighthouses', PAGE, true)).toBe(
      'Essay on lighthouses (selection).txt',
    );
  });

  it.each(['\\', '/', ':', '*', '?', '"', '<', '>', '|'])(
    'replaces %s, which file systems refuse',
    (char) => {
      expect(textFilename(`before${char}after`, PAGE, false)).toBe('before after.txt');
    },
  );

  it('replaces control characters and collapses white space', () => {
    expect(textFilename('a\u0000b\u0007c\u001bd\u001fe\u007ff', PAGE, false)).toBe(
      'a b c d e f.txt',
    );
    expect(textFilename('  Line one\n\tLine two\r\n  ', PAGE, false)).toBe('Line one Line two.txt');
    expect(textFilename('Essay 17: "Lighthouses" | Course <Bio>', PAGE, false)).toBe(
      'Essay 17 Lighthouses Course Bio.txt',
    );
  });

  it('keeps at most 80 characters of the title, without a trailing space from the cut', () => {
    expect(textFilename('x'.repeat(200), PAGE, false)).toBe(`${'x'.repeat(80)}.txt`);
    expect(textFilename('x'.repeat(200), PAGE, true)).toBe(`${'x'.repeat(80)} (selection).txt`);
    expect(textFilename(`${'a'.repeat(79)} bcd`, PAGE, false)).toBe(`${'a'.repeat(79)}.txt`);
    expect(textFilename(`${'a'.repeat(80)}`, PAGE, false)).toBe(`${'a'.repeat(80)}.txt`);
  });

  it('falls back to the host when the title is missing or nothing is left of it', () => {
    expect(textFilename(undefined, PAGE, false)).toBe('lms.example.edu.txt');
    expect(textFilename('', PAGE, true)).toBe('lms.example.edu (selection).txt');
    expect(textFilename('   ', PAGE, false)).toBe('lms.example.edu.txt');
    expect(textFilename('???', PAGE, false)).toBe('lms.example.edu.txt');
    expect(textFilename(undefined, 'http://10.0.0.7:8080/notes', false)).toBe('10.0.0.7.txt');
  });

  it('falls back to "text" when there is neither title nor host', () => {
    expect(textFilename(undefined, undefined, false)).toBe('text.txt');
    expect(textFilename('', undefined, true)).toBe('text (selection).txt');
    expect(textFilename(undefined, 'not an address', false)).toBe('text.txt');
    expect(textFilename(undefined, 'about:blank', false)).toBe('text.txt');
    expect(textFilename('|||', 'file:///home/me/essay.txt', false)).toBe('text.txt');
  });
});

describe('pdfFilename', () => {
  it('takes the name from the address when it ends in .pdf', () => {
    expect(pdfFilename('https://uni.example/papers/thesis.pdf', 'A title')).toBe('thesis.pdf');
    expect(pdfFilename('https://uni.example/papers/thesis.pdf?dl=1#page=3', undefined)).toBe(
      'thesis.pdf',
    );
  });

  it('decodes %-escapes and takes .PDF in any case', () => {
    expect(pdfFilename('https://uni.example/Final%20Report%202024.pdf', 'T')).toBe(
      'Final Report 2024.pdf',
    );
    expect(pdfFilename('https://uni.example/%C3%89tude%20n%C2%B01.pdf', 'T')).toBe('Étude n°1.pdf');
    expect(pdfFilename('https://uni.example/SCAN_0042.PDF', 'T')).toBe('SCAN_0042.pdf');
    expect(pdfFilename('https://uni.example/Notes.Pdf', 'T')).toBe('Notes.pdf');
  });

  it('cleans the name from the address as it cleans a title', () => {
    expect(pdfFilename('https://uni.example/a%2Fb%3Ac.pdf', 'T')).toBe('a b c.pdf');
    expect(pdfFilename(`https://uni.example/${'n'.repeat(120)}.pdf`, 'T')).toBe(
      `${'n'.repeat(80)}.pdf`,
    );
  });

  it('uses the title when the address does not end in a PDF name', () => {
    expect(pdfFilename('https://uni.example/view?id=3', 'Quarterly results')).toBe(
      'Quarterly results.pdf',
    );
    expect(pdfFilename('https://uni.example/papers/thesis.pdf/', 'Thesis: draft')).toBe(
      'Thesis draft.pdf',
    );
    expect(pdfFilename('https://uni.example/papers/.pdf', 'Only a title')).toBe('Only a title.pdf');
    // Broken escapes: the title.
    expect(pdfFilename('https://uni.example/a%E0%A4%A.pdf', 'Broken name')).toBe('Broken name.pdf');
  });

  it('falls back to the host, then to "document"', () => {
    expect(pdfFilename('https://uni.example/view?id=3', undefined)).toBe('uni.example.pdf');
    expect(pdfFilename('https://uni.example/view', '  ')).toBe('uni.example.pdf');
    expect(pdfFilename('not an address', undefined)).toBe('document.pdf');
  });
});

describe('imageFilename', () => {
  it('names the image after the address, with a .png placeholder for the real type', () => {
    expect(imageFilename('https://cdn.example/img/scan-01.jpeg')).toBe('scan-01.png');
    expect(imageFilename('https://cdn.example/img/page.final.webp?w=800')).toBe('page.final.png');
    expect(imageFilename('https://cdn.example/img/photo')).toBe('photo.png');
    expect(imageFilename('https://cdn.example/img/my%20notes%3A%20p1.PNG')).toBe('my notes p1.png');
  });

  it('is "image.png" when the address gives no name', () => {
    expect(imageFilename('https://cdn.example/')).toBe('image.png');
    expect(imageFilename('https://cdn.example/img/.png')).toBe('image.png');
    expect(imageFilename('not an address')).toBe('image.png');
    expect(imageFilename('https://cdn.example/bad%E0%A4%A.png')).toBe('image.png');
  });

  // `new URL()` parses a data: address without throwing: its "last segment" would be the tail
  // of the base64, not a name.
  it('is "image.png" for a data: image', () => {
    const data =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
    expect(imageFilename(data)).toBe('image.png');
  });
});
