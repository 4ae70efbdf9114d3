/**
 * Prints the popup's first-paint JavaScript, gzipped, in English and German, for built packages
 * (`tsx scripts/popup-first-paint.ts [dist …]`, default the store builds): issue 46's measure.
 */
import { existsSync } from 'node:fs';
import { POPUP_FIRST_PAINT_GOAL_BYTES, popupFirstPaint } from './bundle-size.ts';

const folders = process.argv.slice(2);
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
for (const dist of folders.length > 0 ? folders : ['dist', 'dist-firefox']) {
  if (!existsSync(dist)) {
    console.log(`${dist}: not built`);
    continue;
  }
  const { en, de } = popupFirstPaint(dist);
  console.log(
    `${dist}: popup first-paint JavaScript, gzipped: ${kb(en)} English, ${kb(de)} German ` +
      `(goal ${kb(POPUP_FIRST_PAINT_GOAL_BYTES)})`,
  );
}
