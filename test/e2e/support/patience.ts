/**
 * How long one wait on a condition may take before the test fails. Generous, because the machine
 * may be a loaded two-core one; a wait ends as soon as its condition holds, so a fast machine
 * never spends it. vitest.config.ts gives expect.poll the same default.
 */
export const PATIENCE_MS = 30_000;
