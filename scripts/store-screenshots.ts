/**
 * `npm run screenshots:store`: the pictures the Chrome Web Store and addons.mozilla.org show,
 * at their size (1280x800), made from `npm run screenshots` (Chromium, light): a page with its
 * marks, and over its top right corner the popup that made them, where the browser opens it.
 * Written to screenshots/store/. Prints the files; asserts nothing.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../test/e2e/support/chromium.ts';

const SHOTS = resolve('screenshots/chromium/light');
const OUT = resolve('screenshots/store');
const SIZE = { width: 1280, height: 800 };

/** Each picture: the page behind, the popup (or nothing) in front, named for what it shows. */
const PICTURES = [
  { name: '1-ai-writing', page: 'page-text-highlights', popup: 'popup-text-results' },
  { name: '2-ai-phrases', page: 'page-ai-phrase-tip', popup: 'popup-text-results' },
  { name: '3-ai-image', page: 'page-image-overlay', popup: 'popup-image-card' },
  { name: '4-plagiarism', page: 'page-plagiarism-passages', popup: 'popup-scan-passages' },
  { name: '5-settings', page: 'options', popup: undefined },
];

if (!existsSync(SHOTS)) execSync('npm run screenshots -- chromium', { stdio: 'inherit' });

/** The state's picture as a data: URL (files are numbered in the order they were taken). */
function shot(state: string): string {
  const file = readdirSync(SHOTS).find((f) => f.replace(/^\d+-/, '') === `${state}.png`);
  if (!file) throw new Error(`No screenshot of "${state}" in ${SHOTS}: run npm run screenshots.`);
  return `data:image/png;base64,${readFileSync(join(SHOTS, file)).toString('base64')}`;
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const picture of PICTURES) {
    const png = await page.evaluate(
      // No named functions inside: tsx would wrap them in a helper the page does not have.
      async ({ back, front, size }) => {
        const [behind, popup] = await Promise.all(
          [back, front].map(async (src) => {
            if (!src) return undefined;
            const image = new Image();
            image.src = src;
            await image.decode();
            return image;
          }),
        );
        if (!behind) throw new Error('no page picture');
        const canvas = document.createElement('canvas');
        canvas.width = size.width;
        canvas.height = size.height;
        const g = canvas.getContext('2d');
        if (!g) throw new Error('no 2d context');
        g.fillStyle = '#ffffff';
        g.fillRect(0, 0, size.width, size.height);
        // The page as a window shows it: its top, full width.
        g.drawImage(behind, 0, 0);
        if (popup) {
          // The popup hangs from the toolbar at the right, cut at the window's bottom.
          const x = size.width - popup.width - 24;
          const y = 8;
          const height = Math.min(popup.height, size.height - y - 16);
          g.shadowColor = 'rgba(0, 0, 0, 0.35)';
          g.shadowBlur = 24;
          g.shadowOffsetY = 6;
          g.fillRect(x, y, popup.width, height);
          g.shadowColor = 'transparent';
          g.drawImage(popup, 0, 0, popup.width, height, x, y, popup.width, height);
        }
        return canvas.toDataURL('image/png');
      },
      { back: shot(picture.page), front: picture.popup && shot(picture.popup), size: SIZE },
    );
    const file = join(OUT, `${picture.name}.png`);
    writeFileSync(file, Buffer.from(png.replace(/^data:image\/png;base64,/, ''), 'base64'));
    console.log(`  ${file}`);
  }
} finally {
  await browser.close();
}
