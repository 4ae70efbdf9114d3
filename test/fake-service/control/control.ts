import type { ServiceState } from '../core/service-state.ts';
import type { FakeServiceControl, ScanSummary } from './control-types.ts';

/** The programmatic control handle over the shared state. */
export function createControl(
  state: ServiceState,
  initialTiming: { timeScale: number; timeoutMs: number },
): FakeServiceControl {
  const summaries = (email?: string): ScanSummary[] =>
    state.scans
      .all()
      .filter((scan) => !email || scan.email.toLowerCase() === email.toLowerCase())
      .map((scan) => ({
        scanId: scan.scanId,
        email: scan.email,
        state: scan.state,
        sandbox: scan.sandbox,
        totalWords: scan.totalWords,
        credits: scan.credits,
        resultIds: scan.results.map((result) => result.id),
        exportIds: [...scan.exportIds],
        createdAt: scan.createdAt,
        expiresAt: scan.expiresAt,
      }));

  return {
    clock: {
      now: () => state.clock.now(),
      advance: (ms) => state.clock.advance(ms),
      set: (epochMs) => state.clock.set(epochMs),
    },
    faults: {
      add: (rule) => state.faults.add(rule),
      clear: () => state.faults.clear(),
      list: () => state.faults.list(),
    },
    credits: (email) => state.accounts.get(email).credits,
    setCredits: (email, amount) => {
      state.accounts.get(email).credits = amount;
    },
    setErrorStyle: (style, email) => {
      if (email) state.accounts.get(email).errorStyle = style;
      else state.errorStyle = style;
    },
    errorStyle: (email) => state.styleFor(email ? state.accounts.get(email) : undefined),
    get requests() {
      return state.requests.entries;
    },
    get images() {
      return state.images.entries;
    },
    get deliveries() {
      return state.delivery.log;
    },
    waitForDelivery: (predicate, options) => state.delivery.waitFor(predicate, options?.timeoutMs),
    retryDeliveriesNow: () => state.delivery.retryNow(),
    clearLogs: () => {
      state.requests.clear();
      state.images.clear();
      state.delivery.clearLog();
    },
    expireTokens: () => state.tokens.expireAll(),
    resetRateWindows: () => state.rateWindows.reset(),
    setLimit: (name, limit) => {
      state.rateWindows.limits[name] = limit;
    },
    limits: () => ({ ...state.rateWindows.limits }),
    scans: summaries,
    setWebhookTiming: (timing) => {
      if (timing.timeScale !== undefined) state.delivery.settings.timeScale = timing.timeScale;
      if (timing.timeoutMs !== undefined) state.delivery.settings.timeoutMs = timing.timeoutMs;
    },
    reset: () => {
      state.accounts.reset();
      state.tokens.clear();
      state.scans.clear();
      state.exportIds.clear();
      state.faults.clear();
      state.requests.clear();
      state.images.clear();
      state.delivery.clearLog();
      state.rateWindows.restoreDefaults();
      state.errorStyle = 'envelope';
      state.delivery.settings.timeScale = initialTiming.timeScale;
      state.delivery.settings.timeoutMs = initialTiming.timeoutMs;
    },
  };
}
