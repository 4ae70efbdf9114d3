/** What vite.config.ts tells the code about the build it is in, beside vite's own. */
interface ImportMetaEnv {
  /** True in the loopback builds (tests, `npm start`), which carry the tests' probes and stand-ins. */
  readonly LENS_TEST_PROBES: boolean;
}
