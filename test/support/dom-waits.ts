/**
 * Unit tests in jsdom wait on conditions (`findBy…`, `waitFor`) as long as a busy machine needs,
 * not testing-library's default 1 s: the answers they wait for are in-process promises, but a
 * loaded machine can hold a file's worker for longer than that. Files without a DOM skip it.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/preact');
  configure({ asyncUtilTimeout: 20_000 });
}

export {};
