/**
 * Prints one closing line for the whole test run ("N passed, N failed") from the JSON reports
 * the vitest runs wrote to .tmp/, so a reader (or CI) sees the total of every layer at once.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

const files = ['.tmp/vitest-unit.json', '.tmp/vitest-e2e.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
