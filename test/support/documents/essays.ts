/**
 * The essays scripts/make-document-fixtures.ts writes as OpenDocument (flat XML) and has
 * LibreOffice convert to .docx, .odt, .rtf, .pdf and .html (test/e2e/pages/documents/), and the
 * text reading each file must give back (`expectedText`).
 *
 * The reading order every reader keeps (src/shared/documents/document-blocks.ts):
 * - each paragraph, heading, list item and table cell is one line, in the order they stand;
 *   table cells row by row, left to right; empty paragraphs give no line;
 * - a text box's paragraphs follow the paragraph it is anchored in;
 * - footnotes come after the body, in the order they are referenced, one line each; their
 *   reference marks are not in the text;
 * - tracked insertions are in the text, tracked deletions are not; comments are not, and are
 *   counted (said to the user);
 * - headers and footers are not (they repeat on every page and are not the writing); those with
 *   text are counted (said to the user);
 * - a field gives the value it shows, never its code.
 */

export type Inline =
  | string
  | { footnote: string }
  | { deleted: string }
  | { inserted: string }
  | { comment: string; on: string }
  | { field: 'title'; shows: string }
  | { field: 'date'; value: string; shows: string };

export type Block =
  | { heading: string }
  | { paragraph: Inline[] }
  | { list: string[]; numbered?: boolean }
  | { table: string[][] }
  | { textBox: string[]; anchoredIn: string }
  /** A picture (a photo of the reading room): no text, counted as left out. */
  | { picture: string };

export interface Essay {
  /** The file's name without its extension. */
  name: string;
  title: string;
  language: string;
  blocks: Block[];
  /** The page header's and footer's text (a page number field stands as `{page}`). */
  header?: string;
  footer?: string;
}

export const ESSAY: Essay = {
  name: 'essay',
  title: 'Why Libraries Still Matter',
  language: 'en-GB',
  blocks: [
    { heading: 'Why Libraries Still Matter' },
    {
      paragraph: [
        'Public libraries are often described as relics of a slower century, yet the numbers ' +
          'tell a different story. Visits in our town rose for the third year running, and ' +
          'the reading room is full most afternoons.',
      ],
    },
    {
      paragraph: [
        'The library lends far more than books. Residents borrow tools, seeds and even ' +
          'musical instruments, and the staff answer questions no search engine handles well.',
        { footnote: 'Figures from the town council’s annual report, page 14.' },
      ],
    },
    { heading: 'What people come for' },
    {
      list: [
        'Quiet space to study away from home',
        'Free access to computers and printers',
        'Help with forms, letters and job applications',
      ],
    },
    {
      table: [
        ['Service', 'Visits in 2025'],
        ['Study rooms', '4,210'],
        ['Computer desks', '3,870'],
      ],
    },
    {
      paragraph: [
        'A library is one of the few places where nobody expects you to buy anything. That ' +
          'alone makes it precious.',
        { footnote: 'A point made by several readers in the survey.' },
      ],
    },
    {
      textBox: ['Did you know? The first public library in England opened in 1850.'],
      anchoredIn: 'The box beside this paragraph holds a fact worth remembering.',
    },
    { picture: 'reading-room' },
    {
      paragraph: [
        'In short, libraries adapt. They deserve our support, our votes and, above all, our ' +
          'visits.',
      ],
    },
  ],
};

export const REVISED_ESSAY: Essay = {
  name: 'revised-essay',
  title: 'Homework and Free Time',
  language: 'en-GB',
  header: 'Sam Okafor · Year 9 English',
  footer: 'Page {page}',
  blocks: [
    { heading: 'Homework and Free Time' },
    {
      paragraph: [
        'Homework is ',
        { deleted: 'always ' },
        'useful when it is short and clearly linked to what was taught in class.',
      ],
    },
    {
      paragraph: [
        'Long assignments, on the other hand, ',
        { inserted: 'often ' },
        'leave pupils tired and ',
        { comment: 'Is there evidence for this?', on: 'less curious' },
        ' the next morning.',
      ],
    },
    {
      paragraph: [
        'This essay was ',
        { comment: 'Two days late.', on: 'handed in' },
        ' on ',
        { field: 'date', value: '2026-03-02', shows: '03/02/26' },
        '.',
      ],
    },
    {
      paragraph: [
        'Filed as “',
        { field: 'title', shows: 'Homework and Free Time' },
        '” by the school.',
      ],
    },
  ],
};

export const JAPANESE_ESSAY: Essay = {
  name: 'japanese-essay',
  title: '図書館の役割',
  language: 'ja-JP',
  blocks: [
    { heading: '図書館の役割' },
    {
      paragraph: [
        '図書館は本を借りる場所であるだけではない。地域の人々が集まり、学び、話し合う場所でもある。',
      ],
    },
    {
      paragraph: [
        '最近では、子ども向けの読み聞かせや高齢者向けのパソコン教室も開かれている。',
        { footnote: '市の広報誌による。' },
      ],
    },
    {
      paragraph: [
        '図書館の職員は、本の貸し出しだけでなく、調べものの手伝いや行政手続きの案内もしている。' +
          'インターネットで何でも調べられる時代になっても、信頼できる情報を一緒に探してくれる人がいることは大きな安心につながる。',
      ],
    },
    { list: ['静かな学習スペース', '無料のインターネット', '相談窓口'] },
    {
      paragraph: [
        '一方で、利用者の減少や予算の削減に悩む図書館も少なくない。開館時間を延ばしたり、' +
          'カフェを併設したりして、新しい利用者を呼び込む工夫が各地で続けられている。',
      ],
    },
    { paragraph: ['これからも図書館は地域にとって大切な存在であり続けるだろう。'] },
  ],
};

export const ESSAYS = [ESSAY, REVISED_ESSAY, JAPANESE_ESSAY] as const;

/** How many pictures an essay holds (each left out of its text, and said so). */
export const picturesIn = (essay: Essay): number =>
  essay.blocks.filter((b) => 'picture' in b).length;

/** How many comments an essay holds (each left out of its text, and counted). */
export const commentsIn = (essay: Essay): number =>
  essay.blocks.reduce(
    (n, b) =>
      n +
      ('paragraph' in b ? b.paragraph.filter((i) => typeof i !== 'string' && 'comment' in i) : [])
        .length,
    0,
  );

/** How many headers and footers with text an essay has (left out of its text, and counted). */
export const headersIn = (essay: Essay): number =>
  [essay.header, essay.footer].filter(Boolean).length;

/** The text of one run of inlines as shown after accepting its changes, without notes. */
function inlineText(inlines: readonly Inline[]): string {
  return inlines
    .map((i) => {
      if (typeof i === 'string') return i;
      if ('inserted' in i) return i.inserted;
      if ('on' in i) return i.on;
      if ('shows' in i) return i.shows;
      return '';
    })
    .join('');
}

/** The text every reader must give back for `essay` (the reading order above). */
export function expectedText(essay: Essay): string {
  const lines: string[] = [];
  const notes: string[] = [];
  for (const block of essay.blocks) {
    if ('heading' in block) lines.push(block.heading);
    else if ('paragraph' in block) {
      lines.push(inlineText(block.paragraph));
      for (const i of block.paragraph)
        if (typeof i !== 'string' && 'footnote' in i) notes.push(i.footnote);
    } else if ('list' in block) lines.push(...block.list);
    else if ('table' in block) lines.push(...block.table.flat());
    else if ('textBox' in block) lines.push(block.anchoredIn, ...block.textBox);
  }
  return [...lines, ...notes].join('\n');
}
