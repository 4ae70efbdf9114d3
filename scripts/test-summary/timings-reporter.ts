/**
 * A vitest reporter that writes where a run's time went, for scripts/test-summary.ts: each test
 * file with its project and its time (import, setup, hooks and tests), and the run's wall time.
 * Vitest's JSON report has neither the project (a file of test/relay runs in two) nor the time of
 * a file's `beforeAll`, where an e2e file starts its browser.
 *
 *   vitest run --reporter=./scripts/test-summary/timings-reporter.ts \
 *     --outputFile.timings=.tmp/vitest-unit.timings.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import type { FileTiming, RunTimings } from './summary-lines.ts';

export default class TimingsReporter implements Reporter {
  private vitest: Vitest | undefined;
  private startedAt = 0;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.startedAt = performance.now();
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const { outputFile, root } = this.vitest?.config ?? {};
    const path = typeof outputFile === 'object' ? outputFile.timings : undefined;
    if (!path) {
      console.warn('timings reporter: no --outputFile.timings=<path>, nothing written');
      return;
    }
    const files: FileTiming[] = testModules.map((module) => {
      const d = module.diagnostic();
      return {
        file: relative(root ?? process.cwd(), module.moduleId),
        project: module.project.name,
        ms:
          d.environmentSetupDuration +
          d.prepareDuration +
          d.collectDuration +
          d.setupDuration +
          d.duration,
      };
    });
    const timings: RunTimings = { wallMs: performance.now() - this.startedAt, files };
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(timings, null, 2)}\n`);
  }
}
