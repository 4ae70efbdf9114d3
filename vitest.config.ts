import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [preact()],
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Worker threads start faster than child processes, and each file is still isolated:
          // 187 files took 101 s here, where forks took 125 s (same machine, minutes apart).
          pool: 'threads',
          // A poll waits for its condition as long as a busy machine needs, not the default 1 s;
          // so do testing-library's waits in jsdom files (test/support/dom-waits.ts).
          expect: { poll: { timeout: 20_000 } },
          setupFiles: ['test/support/dom-waits.ts', 'test/support/english-outside-pages.ts'],
          benchmark: { include: ['test/bench/**/*.bench.{ts,tsx}'] },
        },
      },
      {
        test: {
          name: 'integration',
          // As unit: 92 files took 118 s in threads, 134 s in forks (same machine, minutes apart).
          pool: 'threads',
          include: [
            'test/integration/**/*.test.ts',
            'test/fake-service/**/*.test.ts',
            'test/relay/**/*.test.ts',
          ],
          exclude: ['test/relay/workers/**'],
          environment: 'node',
          testTimeout: 30_000,
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        test: {
          // The relay's shared suite again, against its Workers build in workerd.
          name: 'relay-workers',
          include: ['test/relay/*.test.ts', 'test/relay/workers/**/*.test.ts'],
          environment: 'node',
          env: { RELAY_RUNTIME: 'workers' },
          // Every file here runs the Workers bundle: built (or found up to date) before them.
          globalSetup: ['test/relay/helpers/build-worker.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // Ceilings for a loaded two-core machine; tests wait on conditions, never on time.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each poll waits up to PATIENCE_MS (test/e2e/support/patience.ts), not the default 1 s.
          expect: { poll: { timeout: 30_000 } },
          // Two files at a time, each with its own browser, service and page server: a journey
          // spends most of its time waiting on the browser, so two share the two cores well.
          // Not more: a many-core machine would start a browser per core.
          maxWorkers: 2,
          // Its own group (after the others in a plain `vitest run`): its worker count is its own.
          sequence: { groupOrder: 1 },
          // No global setup: the relay's Workers bundle is built by the first file that starts
          // the relay in workerd (test/relay/helpers/workers-relay.ts), not for every run.
        },
      },
    ],
  },
});
