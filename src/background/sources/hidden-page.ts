import { closeHiddenPage, openHiddenPage } from '../../platform/offscreen.ts';

const PAGE = 'src/offscreen/offscreen.html';
const WHY =
  'Reads the text the user asked to check: PDFs with pdf.js (a web worker), and web pages ' +
  'with Readability (parsing their HTML), off the page’s own thread.';

/**
 * Kept open this long after its last use: reading a page's text opens it, and a second check of
 * the same page usually follows within seconds. Then closed, freeing pdf.js. Shorter than the
 * 30 s after which Chromium stops an idle worker (whose timer would die with it, leaving the
 * page open until its next use).
 */
const IDLE_MS = 20_000;

let users = 0;
let idle: ReturnType<typeof setTimeout> | undefined;
let closing: Promise<void> | undefined;

/**
 * Runs `use` with the hidden page open. The page is one for all uses: each holds it open, and
 * the last to finish closes it after a pause, so a use that follows soon finds it ready.
 */
export async function withHiddenPage<T>(use: () => Promise<T>): Promise<T> {
  users++;
  clearTimeout(idle);
  try {
    // A close under way finishes first: opening meanwhile would find the page still there.
    await closing;
    await openHiddenPage(PAGE, WHY);
    return await use();
  } finally {
    users--;
    if (users === 0) {
      idle = setTimeout(() => {
        if (users > 0) return;
        closing = closeHiddenPage().finally(() => (closing = undefined));
      }, IDLE_MS);
    }
  }
}
