import { describe, expect, it } from 'vitest';
import {
  drawingOps,
  readPdfDocument,
  type PdfDocumentLike,
  type PdfPageLike,
} from '../../../../src/offscreen/pdf/pdf-document.ts';
import type { PdfTextPiece } from '../../../../src/shared/pdf/pdf-lines.ts';

const PAINT_IMAGE = 85;
const OPS = { save: 10, paintImageXObject: PAINT_IMAGE, paintFormXObjectBegin: 74, fill: 22 };

const piece = (str: string, y = 700): PdfTextPiece => ({
  str,
  hasEOL: false,
  transform: [10, 0, 0, 10, 72, y],
  width: str.length * 5,
  height: 10,
});

/** A document of pages, each its text pieces and the operators it draws. */
function documentOf(
  pages: { pieces?: PdfTextPiece[]; ops?: number[]; broken?: boolean }[],
  info: object = {},
): PdfDocumentLike {
  const page = (n: number): PdfPageLike => ({
    getTextContent: () =>
      pages[n - 1]?.broken
        ? Promise.reject(new Error('bad stream'))
        : Promise.resolve({ items: pages[n - 1]?.pieces ?? [] }),
    getAnnotations: () => Promise.resolve([]),
    getOperatorList: () => Promise.resolve({ fnArray: pages[n - 1]?.ops ?? [] }),
    cleanup: () => true,
  });
  return {
    numPages: pages.length,
    getPage: (n) => Promise.resolve(page(n)),
    getMetadata: () => Promise.resolve({ info }),
  };
}

const read = (pdf: PdfDocumentLike) => readPdfDocument(pdf, drawingOps(OPS));
const code = async (pdf: PdfDocumentLike): Promise<string | undefined> => {
  const result = await read(pdf);
  return result.ok ? 'read' : result.error.code;
};

describe('readPdfDocument: the refusals before any credit', () => {
  it.each<[string, PdfDocumentLike, string]>([
    ['a file with no pages', documentOf([]), 'pdf-empty'],
    ['pages with nothing on them', documentOf([{ ops: [10] }, { ops: [] }]), 'pdf-empty'],
    ['pages that cannot be read', documentOf([{ broken: true }]), 'pdf-empty'],
    ['pages that are pictures', documentOf([{ ops: [10, PAINT_IMAGE] }]), 'pdf-no-text'],
    ['text drawn as shapes', documentOf([{ ops: [OPS.fill] }]), 'pdf-no-text'],
    [
      'fonts that carry no characters',
      documentOf([{ pieces: [piece('\u0014\b\u0013 \u0012\u0005\u0016\u0005\u0017 ok')] }]),
      'pdf-unmapped-fonts',
    ],
    [
      'an XFA form’s fallback page',
      documentOf([
        {
          pieces: [
            piece('Please wait...'),
            piece(
              'If this message is not eventually replaced by the proper contents of the document, your PDF viewer may not be able to display this type of document.',
              680,
            ),
          ],
        },
      ]),
      'pdf-xfa',
    ],
    ['an XFA form with no page text', documentOf([{}], { IsXFAPresent: true }), 'pdf-xfa'],
    [
      'an XFA form’s fallback page in another language',
      documentOf(
        [
          {
            pieces: [
              piece('Bitte warten...'),
              piece('Laden Sie die neueste Version von Adobe Reader herunter.', 680),
            ],
          },
        ],
        { IsXFAPresent: true },
      ),
      'pdf-xfa',
    ],
    [
      'a long document quoting the fallback page',
      documentOf([
        {
          pieces: [
            piece(
              'If this message is not eventually replaced by the proper contents of the document',
            ),
            piece('Why viewers show this page, and what to do about it. '.repeat(30), 680),
          ],
        },
      ]),
      'read',
    ],
    [
      'a form with XFA beside pages of its own',
      documentOf([{ pieces: [piece('Application form. '.repeat(80))] }], { IsXFAPresent: true }),
      'read',
    ],
    ['a page of text', documentOf([{ pieces: [piece('Some text.')] }]), 'read'],
  ])('%s', async (_what, pdf, expected) => {
    expect(await code(pdf)).toBe(expected);
  });

  it('reads the pages it can, a damaged one as empty, with its title', async () => {
    const result = await read(
      documentOf([{ pieces: [piece('One.')] }, { broken: true }, { pieces: [piece('Three.')] }], {
        Title: ' The sea ',
      }),
    );
    expect(result.ok && result.value).toEqual({
      text: 'One.\n\nThree.',
      pageStarts: [0, 6, 6],
      pages: 3,
      title: 'The sea',
    });
  });

  it('drops a few unreadable characters from a readable text', async () => {
    const result = await read(documentOf([{ pieces: [piece('Costs 10\uE000 a month.')] }]));
    expect(result.ok && result.value.text).toBe('Costs 10 a month.');
  });

  it('counts images, paths and fills as drawing, not a form’s bracket or a saved state', () => {
    expect([...drawingOps(OPS)].sort()).toEqual([OPS.fill, PAINT_IMAGE].sort());
  });
});
