/**
 * The reading order every document reader keeps (Word, OpenDocument, rich text):
 * - each paragraph, heading, list item and table cell's paragraph is one line, in the order they
 *   stand (table cells row by row, left to right); a paragraph with no text gives no line;
 * - a text box's paragraphs follow the paragraph it is anchored in;
 * - footnotes and endnotes come after the body, in the order they are referenced, one line per
 *   paragraph; their reference marks are not in the text;
 * - tracked insertions are in the text, tracked deletions and comments are not;
 * - a field gives the value it shows, never its code.
 * Lines are joined with "\n". Headers and footers are not read: they repeat on every page and are
 * not the writing.
 */
export class DocumentLines {
  private readonly body: string[] = [];
  private readonly notes: string[] = [];
  /** Paragraphs open, the innermost last (a text box's inside the one it is anchored in). */
  private readonly open: { text: string; following: string[] }[] = [];
  /** Inside a note: its paragraphs are notes, not body. */
  private noteDepth = 0;

  get inParagraph(): boolean {
    return this.open.length > 0;
  }

  /** Paragraphs open now (one in another for a text box's). */
  get depth(): number {
    return this.open.length;
  }

  startParagraph(): void {
    this.open.push({ text: '', following: [] });
  }

  /** Text of the innermost open paragraph (one is opened when none is). */
  text(text: string): void {
    if (!text) return;
    if (this.open.length === 0) this.startParagraph();
    const paragraph = this.open[this.open.length - 1];
    if (paragraph) paragraph.text += text;
  }

  endParagraph(): void {
    const paragraph = this.open.pop();
    if (!paragraph) return;
    const lines = [...(paragraph.text.trim() ? [paragraph.text] : []), ...paragraph.following];
    const outer = this.open[this.open.length - 1];
    if (outer) outer.following.push(...lines);
    else (this.noteDepth > 0 ? this.notes : this.body).push(...lines);
  }

  /** Paragraphs from here to `endNote` are a note's. */
  startNote(): void {
    this.noteDepth++;
    // A note stands inside a paragraph: its own paragraphs are not that paragraph's following.
    this.held.push(this.open.splice(0));
  }

  endNote(): void {
    while (this.open.length > 0) this.endParagraph();
    this.noteDepth = Math.max(0, this.noteDepth - 1);
    this.open.push(...(this.held.pop() ?? []));
  }

  private readonly held: { text: string; following: string[] }[][] = [];

  /** Notes read elsewhere (a Word file's footnotes part), in the order they were referenced. */
  addNotes(lines: readonly string[]): void {
    this.notes.push(...lines.filter((l) => l.trim()));
  }

  /** The text: the body's lines, then the notes'. */
  finish(): string {
    while (this.open.length > 0) this.endParagraph();
    return [...this.body, ...this.notes].join('\n');
  }
}
