import { describe, expect, it } from 'vitest';
import {
  annotationWordsOf,
  placeAnnotations,
  type PdfAnnotation,
} from '../../../../src/offscreen/pdf/pdf-fields.ts';

const widget = (fieldType: string, more: Partial<PdfAnnotation>): PdfAnnotation => ({
  subtype: 'Widget',
  fieldType,
  rect: [200, 495, 400, 512],
  annotationFlags: 4,
  ...more,
});

describe('what a page holds outside its text', () => {
  it.each<[string, PdfAnnotation, string[]]>([
    ['a text field’s value', widget('Tx', { fieldValue: 'Ada  Lovelace' }), ['Ada Lovelace']],
    ['an empty text field', widget('Tx', { fieldValue: '' }), []],
    [
      'a list’s chosen entries, as shown',
      widget('Ch', {
        fieldValue: ['n', 'w'],
        options: [
          { exportValue: 'n', displayValue: 'North' },
          { exportValue: 'w', displayValue: 'West' },
        ],
      }),
      ['North, West'],
    ],
    [
      'the chosen button of a group with a name',
      widget('Btn', { radioButton: true, fieldValue: 'Married', buttonValue: 'Married' }),
      ['Married'],
    ],
    [
      'not a button not chosen',
      widget('Btn', { radioButton: true, fieldValue: 'Single', buttonValue: 'Married' }),
      [],
    ],
    ['not a check box’s "Yes"', widget('Btn', { checkBox: true, fieldValue: 'Yes' }), []],
    ['a note’s words', { subtype: 'Text', contentsObj: { str: 'Checked.' } }, ['Checked.']],
    ['a text box’s words', { subtype: 'FreeText', contentsObj: { str: 'See p. 4' } }, ['See p. 4']],
    ['not a hidden field', widget('Tx', { fieldValue: 'secret', annotationFlags: 2 }), []],
    ['not a link', { subtype: 'Link', contentsObj: { str: 'x' } }, []],
  ])('%s', (_what, annotation, words) => {
    expect(annotationWordsOf([annotation]).map((entry) => entry.words)).toEqual(words);
  });

  it('reads a value at the end of the line its box sits on, the rest after, top to bottom', () => {
    const lines = [
      { text: 'Name:', across: 500 },
      { text: 'Title:', across: 470 },
    ];
    const placed = annotationWordsOf([
      widget('Tx', { fieldValue: 'Ada', rect: [80, 496, 300, 512] }),
      widget('Tx', { fieldValue: 'Lovelace', rect: [310, 496, 500, 512] }),
      widget('Tx', { fieldValue: 'low', rect: [80, 100, 300, 116] }),
      widget('Tx', { fieldValue: 'high', rect: [80, 700, 300, 716] }),
      { subtype: 'Text', contentsObj: { str: 'A note.' }, rect: [80, 470, 100, 490] },
    ]);
    expect(placeAnnotations(lines, placed)).toEqual({
      lines: [
        { text: 'Name: Ada Lovelace', across: 500 },
        { text: 'Title:', across: 470 },
      ],
      rest: ['high', 'A note.', 'low'],
    });
  });
});
