/**
 * Benchmarks of the hot paths: vitest bench over test/bench/*.bench.ts, then the size of what
 * each runtime loads from the store build and the popup's first render, each with and without
 * separate module graphs (scripts/bench-graphs.ts), the worker's wake against an empty
 * extension's (scripts/bench-worker-wake.ts), reading page text (in the page, and with the
 * extension loaded, Readability in its hidden page) and keeping 3,000 painted spans true in
 * Chromium, and the webhook relay under load on Node and Workers. Prints figures;
 * asserts nothing (the relay section fails only if events are lost).
 */
import { execSync } from 'node:child_process';

execSync('npx vitest bench --run --project unit', { stdio: 'inherit' });

// The store and loopback builds, with and without build/separate-graphs.ts: sizes and popup.
execSync('npx tsx scripts/bench-graphs.ts', { stdio: 'inherit' });

console.log('\nWaking the worker (Chromium, store build, worker stopped then one message):');
execSync('npx tsx scripts/bench-worker-wake.ts', { stdio: 'inherit' });

console.log('\nReading page text in the page (Chromium, content-script code, no hidden page):');
execSync('npx tsx scripts/bench-page-text.ts', { stdio: 'inherit' });

console.log('\nReading page text with the extension (Chromium, Readability in the hidden page):');
execSync('npm run build:loopback', { stdio: 'ignore' });
execSync('npx tsx scripts/bench-page-read.ts', { stdio: 'inherit' });

console.log('\nKeeping the marks true (Chromium, content-script code, 3,000 spans):');
execSync('npx tsx scripts/bench-marks.ts', { stdio: 'inherit' });

console.log('\nRelay under load (newResult webhooks, Node and Workers, all read back):');
execSync('npx tsx scripts/bench-relay.ts', { stdio: 'inherit' });
