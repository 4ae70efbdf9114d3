/**
 * What build/separate-graphs.ts buys, measured in one run: the store and loopback builds made
 * with it and without it (`LENS_SHARED_GRAPH=1`: one module graph, the bundler's own chunks),
 * into a temporary folder, then the JavaScript each runtime loads at start
 * and the popup's opening in Chromium, side by side. Prints figures; asserts nothing.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPopup } from './bench-popup.ts';
import {
  measureBundle,
  POPUP_FIRST_PAINT_GOAL_BYTES,
  popupFirstPaint,
  sidePanelFirstPaint,
  type EntrySize,
} from './bundle-size.ts';

const VARIANTS = [
  { label: 'separate graphs', env: {}, suffix: '' },
  // The folder's suffix, as vite.config.ts names it when LENS_SHARED_GRAPH=1.
  { label: 'one shared graph', env: { LENS_SHARED_GRAPH: '1' }, suffix: '-shared-graph' },
];

// Built into a folder of our own: other work in this tree rebuilds dist-loopback/ at any time,
// which once replaced a package under the bench's browser mid-round (and ours would do the same
// to theirs).
const out = mkdtempSync(join(tmpdir(), 'bench-graphs-'));
process.on('exit', () => rmSync(out, { recursive: true, force: true }));
const dirOf = (mode: string, suffix: string): string => join(out, `${mode}${suffix}`);
for (const { env, suffix } of VARIANTS) {
  for (const mode of ['production', 'loopback']) {
    execSync(`npx vite build --mode ${mode} --logLevel warn --outDir ${dirOf(mode, suffix)}`, {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  }
}

const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;
const size = ({ bytes, gzipBytes, files }: EntrySize): string =>
  `${kib(bytes)}, gzip ${kib(gzipBytes)} (${files} files)`;

const sizes = VARIANTS.map(({ suffix }) => measureBundle(dirOf('production', suffix)));
console.log('\nBundle size (store build, JavaScript each runtime loads at start):');
console.log(
  `  ${''.padEnd(28)} ${VARIANTS.map(({ label }) => label.padEnd(34)).join(' ')}`.trimEnd(),
);
for (const [i, { entry }] of (sizes[0] ?? []).entries()) {
  const cells = sizes.map((variant) => {
    const measured = variant[i];
    return (measured ? size(measured) : '?').padEnd(34);
  });
  console.log(`  ${entry.padEnd(28)} ${cells.join(' ')}`.trimEnd());
}

// Issue 46's measure: what the popup loads before it paints (scripts/popup-first-paint.ts).
const store = dirOf('production', '');
console.log('\nFirst-paint JavaScript, gzipped (store build, separate graphs):');
for (const [page, { en, de }] of [
  ['popup', popupFirstPaint(store)],
  ['side panel', sidePanelFirstPaint(store)],
] as const) {
  const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(
    `  ${page.padEnd(28)} ${kb(en)} English, ${kb(de)} German ` +
      `(goal ${kb(POPUP_FIRST_PAINT_GOAL_BYTES)})`,
  );
}

console.log('\nPopup first render (Chromium, loopback builds, openings interleaved, in rounds):');
const popup = await benchPopup(
  VARIANTS.map(({ label, suffix }) => ({ label, dist: dirOf('loopback', suffix) })),
);

console.log('\nWhat build/separate-graphs.ts buys (same run):');
for (const [i, { label }] of VARIANTS.entries()) {
  const popupSize = sizes[i]?.find(({ entry }) => entry === 'popup');
  const figures = popup[i];
  const ready = figures
    ? `ready ${figures.ready.toFixed(1)} ms, ${figures.readyRatio.toFixed(2)}x a blank page ` +
      `(rounds ${figures.readyRatioRange.map((r) => r.toFixed(2)).join('–')}x)`
    : 'ready ?';
  console.log(`  ${label.padEnd(17)} popup JS ${popupSize ? size(popupSize) : '?'}; ${ready}`);
}
// Paired by round (the same browsers' minutes): a difference that keeps its sign in every round
// is the build's, not the machine's.
const [separate, shared] = popup;
if (separate && shared) {
  const gains = separate.rounds.map((round, r) => {
    const other = shared.rounds[r];
    return other ? other.ready / other.blank - round.ready / round.blank : NaN;
  });
  const sorted = [...gains].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  console.log(
    `  ready, one shared graph minus separate graphs: ${middle.toFixed(2)}x a blank page ` +
      `(rounds ${sorted.map((g) => g.toFixed(2)).join(', ')})`,
  );
}
