/**
 * Checks in a row that found the marks changed again since the last put them back: the page
 * changes them faster than the guard looks (a page swapping them every few milliseconds keeps its
 * forged verdict on screen nearly all the time), so putting them back again would not help.
 */
const CHECKS_IN_A_ROW = 3;

/** Changes in all, however far apart, after which a page is taken to fight the marks. */
const CHANGES_IN_ALL = 10;

/**
 * Counts what the checks of one painting found, and answers when the page is fighting the marks:
 * then they come off the page (mark-watch.ts). A one-off change, put back and followed by a clean
 * check, starts the row again.
 */
export class MarkFights {
  private inARow = 0;
  private inAll = 0;

  /** Counts one check (`changed`: it found something to put back); true when the page fights. */
  count(changed: boolean): boolean {
    if (!changed) {
      this.inARow = 0;
      return false;
    }
    this.inARow += 1;
    this.inAll += 1;
    return this.inARow >= CHECKS_IN_A_ROW || this.inAll >= CHANGES_IN_ALL;
  }
}
