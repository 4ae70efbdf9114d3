/**
 * `npm run screenshots`: every screen of the popup, the settings and the marks drawn on pages,
 * against the local service, in light and dark, saved as PNG files under screenshots/ (one folder
 * per browser and scheme, numbered in the order a user meets them) so the whole UI can be read at
 * once. The screens are the e2e suite's (test/e2e/ui-states.test.ts, and video-checks.test.ts for
 * videos), which also run axe-core over each; saved reports (reports.test.ts, video-reports.test.ts:
 * text, image and video, on screen light and dark, and as printed) go in each browser's folder. `npm run screenshots -- chromium` (or firefox) narrows it to one browser.
 *
 * Taken in English, then again in a second language (German unless `--language=fr`…) under
 * screenshots/<language>/, so the translated screens can be read the same way.
 */
import { execSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const out = resolve('screenshots');
const args = process.argv.slice(2);
const asked = args.filter((a) => a === 'chromium' || a === 'firefox');
const second = args.find((a) => a.startsWith('--language='))?.slice('--language='.length) ?? 'de';
const browsers = asked.length > 0 ? asked : ['chromium', 'firefox'];

rmSync(out, { recursive: true, force: true });
if (browsers.includes('chromium')) execSync('npm run build:loopback', { stdio: 'inherit' });
if (browsers.includes('firefox')) execSync('npm run build:firefox-loopback', { stdio: 'inherit' });
for (const [language, dir] of [
  ['', out],
  [second, join(out, second)],
] as const) {
  execSync(
    'npx vitest run --project e2e test/e2e/ui-states.test.ts test/e2e/video-checks.test.ts ' +
      'test/e2e/reports.test.ts test/e2e/video-reports.test.ts',
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        SCREENSHOTS_DIR: dir,
        SCREENSHOTS_LANGUAGE: language,
        E2E_BROWSERS: browsers.join(','),
      },
    },
  );
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const saved = files(out).sort();
console.log(`\n${saved.length} screenshots:`);
for (const file of saved) console.log(`  ${relative(process.cwd(), file)}`);
