import * as v from 'valibot';

/** Steps of an outline below zero: a <br>, or the edge of a block of one kind. */
export const OUTLINE_STEP = {
  lineBreak: -1,
  paragraph: -2,
  line: -3,
  cell: -4,
} as const;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * Whole numbers of at least `min`, checked in one loop and kept as they came: outlines of big
 * pages hold 100k, and `v.array` made a record and a copy of each (some 8 ms of the page's thread
 * on the long read's outline, profiled).
 */
const wholeNumbers = (min: number, max: number) =>
  v.custom<number[]>(
    (list) =>
      Array.isArray(list) &&
      list.length <= max &&
      list.every((n) => Number.isInteger(n) && (n as number) >= min),
    'not whole numbers',
  );

/**
 * What Readability kept of a page, as it crosses between runtimes. The page has the text: the
 * outline names its text nodes by their index among the text nodes of the document Readability
 * was given (`pieces`), and carries only the text of nodes Readability made itself (`fresh`, in
 * order, for each piece of -1). `steps` lays them out: a piece's index, or one of OUTLINE_STEP.
 * `texts` and `chars` count that document's text nodes and their characters, for the page to
 * make sure it is the same as its own copy before it trusts the indices.
 */
export const ArticleOutlineSchema = v.object({
  title: v.pipe(v.string(), v.maxLength(10_000)),
  texts: Count,
  chars: Count,
  pieces: wholeNumbers(-1, 4_000_000),
  fresh: v.pipe(v.array(v.string()), v.maxLength(4_000_000)),
  /** Pieces inside preformatted text (by tag): their white space is kept. */
  pre: wholeNumbers(0, 4_000_000),
  steps: wholeNumbers(OUTLINE_STEP.cell, 16_000_000),
});
export type ArticleOutline = v.InferOutput<typeof ArticleOutlineSchema>;
