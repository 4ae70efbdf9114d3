/**
 * Unit tests in jsdom wait on conditions (`findBy…`, `waitFor`) as long as a busy machine needs,
 * not testing-library's default 1 s: the answers they wait for are in-process promises, but a
 * loaded machine can hold a file's worker for longer than that. Files without a DOM skip it.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/preact');
  configure({ asyncUtilTimeout: 20_000 });
}

/**
 * Preact runs effects after the next frame, with a 100 ms timer beside the frame in case none
 * comes; that timer calls `cancelAnimationFrame`. A file's last render can leave one pending
 * when jsdom is torn down, and it then throws "cancelAnimationFrame is not defined" into the
 * run. A timer set after them with a longer delay runs after them (Node runs timers by due
 * time), so waiting for one lets every pending effect timer end while jsdom is still there.
 */
if (typeof document !== 'undefined') {
  const { afterAll } = await import('vitest');
  afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 150)));
}
export {};
