/**
 * `npm run test:smoke`: the quick run beside the full one (`npm test`), a few minutes: the
 * loopback builds, the unit project, and one journey of each kind from the e2e files in both
 * browsers, picked by file and test name (the journeys' own code, nothing copied). Fails when a
 * step fails, or when a picked test did not run and pass in every browser: a journey renamed
 * would otherwise leave the smoke set smaller without a word.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { suiteBrowsers } from '../test/e2e/browsers/driver.ts';

/** Each an `it` of test/e2e, the first of its file where it can be (less to skip past). */
const SMOKE_JOURNEYS = [
  // The popup opens and its background answers.
  ['test/e2e/foundation.test.ts', 'starts its background, which answers an extension page'],
  // A text check, in the popup and painted on the page.
  [
    'test/e2e/text-checks.test.ts',
    'checks a selection for AI writing and moderation, in the popup and on the page',
  ],
  // An image check with its mask drawn over the image.
  [
    'test/e2e/image-checks.test.ts',
    'checks a JPEG and draws its mask over the image, pixel for pixel',
  ],
  // The verdict a hostile page tries to rewrite.
  [
    'test/e2e/hostile-page.test.ts',
    'cannot rewrite the verdict painted on it, nor hide the legend with CSS',
  ],
] as const;

const report = (name: string): string[] => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=.tmp/vitest-${name}.json`,
  '--reporter=./scripts/test-summary/timings-reporter.ts',
  `--outputFile.timings=.tmp/vitest-${name}.timings.json`,
];

/** Runs a step; whether it succeeded. */
function step(command: string, args: string[]): boolean {
  console.info(`--- ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

const started = performance.now();
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const vitest = 'node_modules/.bin/vitest';

// A report left by an earlier run is never read as this one's.
for (const name of ['smoke-unit', 'smoke-e2e'])
  for (const end of ['json', 'timings.json']) rmSync(`.tmp/vitest-${name}.${end}`, { force: true });

// Without its builds no journey can run; past them, every step runs and the summary counts all.
if (!step('npm', ['run', 'build:loopback']) || !step('npm', ['run', 'build:firefox-loopback']))
  process.exit(1);
let ok = step(vitest, ['run', '--project', 'unit', ...report('smoke-unit')]);
ok =
  step(vitest, [
    'run',
    '--project',
    'e2e',
    ...SMOKE_JOURNEYS.map(([file]) => file),
    '--testNamePattern',
    SMOKE_JOURNEYS.map(([, test]) => escape(test)).join('|'),
    ...report('smoke-e2e'),
  ]) && ok;

interface E2eReport {
  testResults: { name: string; assertionResults: { title: string; status: string }[] }[];
}
const e2e = existsSync('.tmp/vitest-smoke-e2e.json')
  ? (JSON.parse(readFileSync('.tmp/vitest-smoke-e2e.json', 'utf8')) as E2eReport)
  : { testResults: [] };
const browsers = suiteBrowsers();
const missing = SMOKE_JOURNEYS.filter(([file, test]) => {
  const passed = e2e.testResults
    .filter((result) => result.name.endsWith(file))
    .flatMap((result) => result.assertionResults)
    .filter((result) => result.title === test && result.status === 'passed');
  return passed.length !== browsers.length;
});
for (const [file, test] of missing)
  console.error(`smoke: "${test}" (${file}) did not pass in ${browsers.join(' and ')}`);

ok = step('node_modules/.bin/tsx', ['scripts/test-summary.ts', 'smoke-unit', 'smoke-e2e']) && ok;
console.info(`test:smoke took ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(ok && missing.length === 0 ? 0 : 1);
