/**
 * Benchmarks of the hot paths: vitest bench over test/bench/*.bench.ts, then the size of what
 * each runtime loads from the store build, the popup's first render, reading page text and
 * keeping 3,000 painted spans true in Chromium, and the webhook relay under load on Node and Workers. Prints figures; asserts nothing
 * (the relay section fails only if events are lost).
 */
import { execSync } from 'node:child_process';
import { measureBundle } from './bundle-size.ts';

execSync('npx vitest bench --run --project unit', { stdio: 'inherit' });

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
console.log('\nBundle size (store build, JavaScript each runtime loads):');
for (const { entry, files, bytes, gzipBytes } of measureBundle('dist')) {
  const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `  ${entry.padEnd(15)} ${kib(bytes).padStart(10)}  gzip ${kib(gzipBytes).padStart(9)}  (${files} files)`,
  );
}

execSync('npx vite build --mode loopback --logLevel warn', { stdio: 'inherit' });
console.log('\nPopup first render (Chromium, loopback build):');
execSync('npx tsx scripts/bench-popup.ts', { stdio: 'inherit' });

console.log('\nReading page text (Chromium, content-script code on fixture pages):');
execSync('npx tsx scripts/bench-page-text.ts', { stdio: 'inherit' });

console.log('\nKeeping the marks true (Chromium, content-script code, 3,000 spans):');
execSync('npx tsx scripts/bench-marks.ts', { stdio: 'inherit' });

console.log('\nRelay under load (newResult webhooks, Node and Workers, all read back):');
execSync('npx tsx scripts/bench-relay.ts', { stdio: 'inherit' });
