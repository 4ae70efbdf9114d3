import type { TextMap, TextSegment } from './text-map.ts';

/**
 * How a text node's white space renders (CSS `white-space`): collapsed (normal), kept
 * (pre, pre-wrap, break-spaces), or collapsed except line breaks (pre-line).
 */
export type WhiteSpace = 'collapse' | 'preserve' | 'preserve-breaks';

/** What an element puts around its content: a blank line, a line break, a tab, or nothing. */
export type BreakKind = 'paragraph' | 'line' | 'cell' | 'none';

/** source[offset, offset + length) is node.data[nodeStart, nodeStart + length). */
export interface SourceRun {
  offset: number;
  length: number;
  node: Text;
  nodeStart: number;
}

/** White space that changes when collapsed: a run of two or more, or anything but a space. */
const COLLAPSIBLE = /[ \t\n\r\f]{2,}|[\t\n\r\f]/g;

/**
 * Builds the text a reader sees from text nodes and the blocks around them, the way a browser
 * lays it out: runs of white space collapse to one space, none at the start or end of a line,
 * blocks are separated by a blank line, <br> is a line break, table cells a tab. Every character
 * kept remembers the live character it came from, so offsets in the text map back exactly; the
 * separators map to nothing.
 */
export class TextMapBuilder {
  private readonly parts: string[] = [];
  private readonly segments: TextSegment[] = [];
  private length = 0;
  /** Newlines owed before the next content (2 at most), and a tab owed between cells. */
  private newlines = 0;
  private tab = false;
  /** A collapsible space owed before the next content, and the live character it stands for. */
  private space: { node: Text | undefined; nodeStart: number } | undefined;
  private lineStart = true;

  /** An element's edge (entering or leaving it). */
  boundary(kind: BreakKind): void {
    if (kind === 'none') return;
    this.space = undefined;
    if (kind === 'paragraph') this.newlines = 2;
    else if (kind === 'line') this.newlines = Math.max(this.newlines, 1);
    else if (this.newlines === 0) this.tab = true;
  }

  /** A <br>: line breaks add up, to one blank line at most. */
  lineBreak(): void {
    this.space = undefined;
    if (this.length > 0) this.newlines = Math.min(2, this.newlines + 1);
  }

  /**
   * A text node's characters. `runs` say where they live on the page (none: nowhere that could be
   * found); characters outside every run are kept but map to nothing.
   */
  text(source: string, runs: readonly SourceRun[], whiteSpace: WhiteSpace): void {
    if (whiteSpace === 'preserve') {
      this.content(source, 0, source.length, runs);
      return;
    }
    if (whiteSpace === 'preserve-breaks') {
      let from = 0;
      for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', from)) {
        this.collapsed(source, from, at, runs);
        this.lineBreak();
        from = at + 1;
      }
      this.collapsed(source, from, source.length, runs);
      return;
    }
    this.collapsed(source, 0, source.length, runs);
  }

  build(): TextMap {
    return { text: this.parts.join(''), segments: this.segments };
  }

  private collapsed(source: string, from: number, to: number, runs: readonly SourceRun[]): void {
    // Single spaces between words stay as they are, so prose is copied a line at a time; only
    // longer runs, other white space, and a space at either end (which may have to go) collapse.
    let at = from;
    while (at < to) {
      COLLAPSIBLE.lastIndex = at;
      const match = COLLAPSIBLE.exec(source);
      const runStart = match && match.index < to ? match.index : to;
      let a = at;
      let b = runStart;
      if (a < b && source.charCodeAt(a) === 32) this.collapsibleSpace(a++, runs);
      const trailing = b > a && source.charCodeAt(b - 1) === 32 ? --b : -1;
      if (b > a) this.content(source, a, b, runs);
      if (trailing >= 0) this.collapsibleSpace(trailing, runs);
      if (runStart >= to) break;
      this.collapsibleSpace(runStart, runs);
      at = Math.min(to, runStart + match![0].length);
    }
  }

  private collapsibleSpace(offset: number, runs: readonly SourceRun[]): void {
    if (this.lineStart || this.newlines > 0 || this.tab || this.space) return;
    const run = runs.find((r) => offset >= r.offset && offset < r.offset + r.length);
    this.space = run
      ? { node: run.node, nodeStart: run.nodeStart + offset - run.offset }
      : { node: undefined, nodeStart: 0 };
  }

  private separate(): void {
    if (this.length === 0) {
      this.newlines = 0;
      this.tab = false;
      this.space = undefined;
      return;
    }
    if (this.newlines > 0) {
      this.append(this.newlines === 1 ? '\n' : '\n\n', undefined, 0, false);
      this.lineStart = true;
    } else if (this.tab) {
      this.append('\t', undefined, 0, false);
    } else if (this.space) {
      this.append(' ', this.space.node, this.space.nodeStart, true);
    }
    this.newlines = 0;
    this.tab = false;
    this.space = undefined;
  }

  /** source[from, to) as it is, split where its live node changes. */
  private content(source: string, from: number, to: number, runs: readonly SourceRun[]): void {
    if (to <= from) return;
    this.separate();
    let at = from;
    for (const run of runs) {
      const a = Math.max(at, run.offset);
      const b = Math.min(to, run.offset + run.length);
      if (b <= a) continue;
      if (a > at) this.append(source.slice(at, a), undefined, 0, true);
      this.append(source.slice(a, b), run.node, run.nodeStart + a - run.offset, true);
      at = b;
    }
    if (at < to) this.append(source.slice(at, to), undefined, 0, true);
    this.lineStart = source.charCodeAt(to - 1) === 10;
  }

  private append(piece: string, node: Text | undefined, nodeStart: number, mapped: boolean): void {
    if (mapped) {
      const last = this.segments[this.segments.length - 1];
      const follows =
        last !== undefined &&
        last.node === node &&
        last.start + last.length === this.length &&
        (node === undefined || last.nodeStart + last.length === nodeStart);
      if (follows) last.length += piece.length;
      else this.segments.push({ start: this.length, length: piece.length, node, nodeStart });
    }
    this.parts.push(piece);
    this.length += piece.length;
    this.lineStart = false;
  }
}
