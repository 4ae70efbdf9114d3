/**
 * What build/separate-graphs.ts buys, measured in one run: the store and loopback builds made
 * with it (dist/, dist-loopback/) and without it (`LENS_SHARED_GRAPH=1`: one module graph, the
 * bundler's own chunks, into *-shared-graph/), then the JavaScript each runtime loads at start
 * and the popup's opening in Chromium, side by side. Prints figures; asserts nothing.
 */
import { execSync } from 'node:child_process';
import { benchPopup } from './bench-popup.ts';
import { measureBundle, type EntrySize } from './bundle-size.ts';

const VARIANTS = [
  { label: 'separate graphs', env: {}, suffix: '' },
  // vite.config.ts builds into `<outDir>-shared-graph/` when LENS_SHARED_GRAPH=1.
  { label: 'one shared graph', env: { LENS_SHARED_GRAPH: '1' }, suffix: '-shared-graph' },
];

for (const { env } of VARIANTS) {
  for (const mode of ['production', 'loopback']) {
    execSync(`npx vite build --mode ${mode} --logLevel warn`, {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  }
}

const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;
const size = ({ bytes, gzipBytes, files }: EntrySize): string =>
  `${kib(bytes)}, gzip ${kib(gzipBytes)} (${files} files)`;

const sizes = VARIANTS.map(({ suffix }) => measureBundle(`dist${suffix}`));
console.log('\nBundle size (store build, JavaScript each runtime loads at start):');
console.log(
  `  ${''.padEnd(15)} ${VARIANTS.map(({ label }) => label.padEnd(34)).join(' ')}`.trimEnd(),
);
for (const [i, { entry }] of (sizes[0] ?? []).entries()) {
  const cells = sizes.map((variant) => {
    const measured = variant[i];
    return (measured ? size(measured) : '?').padEnd(34);
  });
  console.log(`  ${entry.padEnd(15)} ${cells.join(' ')}`.trimEnd());
}

console.log('\nPopup first render (Chromium, loopback builds, openings interleaved):');
const popup = await benchPopup(
  VARIANTS.map(({ label, suffix }) => ({ label, dist: `dist-loopback${suffix}` })),
);

console.log('\nWhat build/separate-graphs.ts buys (same run):');
for (const [i, { label }] of VARIANTS.entries()) {
  const popupSize = sizes[i]?.find(({ entry }) => entry === 'popup');
  const { ready = NaN, readyRatio = NaN } = popup[i] ?? {};
  console.log(
    `  ${label.padEnd(17)} popup JS ${popupSize ? size(popupSize) : '?'}; ` +
      `ready ${ready.toFixed(1)} ms, ${readyRatio.toFixed(2)}x a blank page (medians)`,
  );
}
