import {
  GOOGLE_DOCS_HOST,
  TEST_DOCS_HOST,
  type DocsHost,
} from '../../shared/google-docs/google-doc.ts';

/**
 * Where this build finds Google Docs. The store builds know Google's address only; the loopback
 * builds (tests, `npm start`) and unit tests also the local stand-in, `http://docs.google.test`,
 * which the test browsers resolve to 127.0.0.1 (see test/e2e/support/docs-site.ts).
 */
export const DOCS_HOSTS: readonly DocsHost[] =
  import.meta.env.MODE.endsWith('loopback') || import.meta.env.MODE === 'test'
    ? [GOOGLE_DOCS_HOST, TEST_DOCS_HOST]
    : [GOOGLE_DOCS_HOST];
