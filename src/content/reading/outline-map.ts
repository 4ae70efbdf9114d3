import { OUTLINE_STEP, type ArticleOutline } from '../../shared/text/article-outline-schema.ts';
import { alignPieces, type AlignedRun, type DerivedPiece } from './align-text.ts';
import {
  TextMapBuilder,
  type BreakKind,
  type SourceRun,
} from '../../shared/text/text-map-builder.ts';
import type { TextMap } from '../../shared/text/text-map.ts';
import type { TextLayout } from '../../shared/text/text-layout.ts';
import type { PageSlices } from './page-slices.ts';

const STEP_BOUNDARY: Record<number, BreakKind> = {
  [OUTLINE_STEP.paragraph]: 'paragraph',
  [OUTLINE_STEP.line]: 'line',
  [OUTLINE_STEP.cell]: 'cell',
};

/** The text nodes of the document an outline was made from, as the page knows them. */
export interface OutlineSource {
  /** The live node of each of the document's text nodes, when they are the copy's. */
  keptLive: readonly (number | undefined)[] | undefined;
  /** The text of the document's text node `at`. */
  dataAt(at: number): string;
}

/** An outline's pieces, each with the live characters it came from ([] when found nowhere). */
export interface AlignedOutline {
  outline: ArticleOutline;
  pieces: DerivedPiece[];
  aligned: AlignedRun[][];
}

/**
 * Traces each piece of an outline to the live characters it came from: by identity where
 * Readability kept the node, by its text where it made it anew (among `liveData`).
 */
export function alignOutline(
  outline: ArticleOutline,
  source: OutlineSource,
  liveData: readonly string[],
): AlignedOutline {
  let fresh = 0;
  const pieces: DerivedPiece[] = outline.pieces.map((at) =>
    at >= 0
      ? { data: source.dataAt(at), known: source.keptLive?.[at] }
      : { data: outline.fresh[fresh++] ?? '' },
  );
  return { outline, pieces, aligned: alignPieces(liveData, pieces) };
}

/** Whether every piece that is not white space alone was found on the page. */
export function allFound({ pieces, aligned }: AlignedOutline): boolean {
  return pieces.every((piece, j) => aligned[j]!.length > 0 || piece.data.trim().length === 0);
}

/**
 * The article's text laid out by its outline, each character mapped to the live page; in slices
 * (some 20 ms in all on the long read, more the first time, when the code is still cold).
 */
export async function outlineMap(
  { outline, pieces, aligned }: AlignedOutline,
  live: readonly Text[],
  layout: TextLayout,
  slices: PageSlices,
): Promise<TextMap> {
  const pre = new Set(outline.pre);
  const builder = new TextMapBuilder();
  await slices.each(outline.steps, (step) => {
    if (step >= 0) {
      const piece = pieces[step];
      if (!piece) return;
      const runs: SourceRun[] = aligned[step]!.map((run) => ({
        offset: run.offset,
        length: run.length,
        node: live[run.node]!,
        nodeStart: run.nodeStart,
      }));
      const first = runs[0]?.node;
      // Text found nowhere on the page keeps the white space its tags give it.
      const whiteSpace = first ? layout.whiteSpace(first) : pre.has(step) ? 'preserve' : 'collapse';
      builder.text(piece.data, runs, whiteSpace);
    } else if (step === OUTLINE_STEP.lineBreak) builder.lineBreak();
    else builder.boundary(STEP_BOUNDARY[step] ?? 'none');
  });
  return builder.build();
}
