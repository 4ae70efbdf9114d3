/**
 * Prints the popup's (and the side panel's) first-paint JavaScript, gzipped, in English and
 * German, for built packages (`tsx scripts/popup-first-paint.ts [dist …]`, default the store
 * builds): issue 46's measure.
 */
import { existsSync } from 'node:fs';
import {
  POPUP_FIRST_PAINT_GOAL_BYTES,
  POPUP_FIRST_PAINT_LIMIT_BYTES,
  popupFirstPaint,
  sidePanelFirstPaint,
} from './bundle-size.ts';

const folders = process.argv.slice(2);
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
for (const dist of folders.length > 0 ? folders : ['dist', 'dist-firefox']) {
  if (!existsSync(dist)) {
    console.log(`${dist}: not built`);
    continue;
  }
  for (const [page, measure] of [
    ['popup', popupFirstPaint],
    ['side panel', sidePanelFirstPaint],
  ] as const) {
    const { en, de } = measure(dist);
    console.log(
      `${dist}: ${page} first-paint JavaScript, gzipped: ${kb(en)} English, ${kb(de)} German ` +
        `(goal ${kb(POPUP_FIRST_PAINT_GOAL_BYTES)}, held under ` +
        `${kb(POPUP_FIRST_PAINT_LIMIT_BYTES.en)}, ${kb(POPUP_FIRST_PAINT_LIMIT_BYTES.de)})`,
    );
  }
}
