import { BROWSER_PAGE_CODE, type AppError, type ErrorKind } from '../core/errors.ts';
import {
  DOC_ACCESS_CODE,
  DOC_EXPORT_DISABLED_CODE,
  DOC_NO_ACCESS_CODE,
  DOC_UNREACHABLE_CODE,
} from './docs/doc-export.ts';
import { DOC_SELECTION_CODE } from './frames/nothing-to-read.ts';
import { SET_BY_POLICY, SET_BY_POLICY_CODE } from './settings/locked-change.ts';

/** A heading and the next step. */
export interface Explanation {
  title: string;
  action: string;
}

/** Words for some kinds of error, in place of the defaults below. */
export type ErrorWords = Partial<Record<ErrorKind, Explanation>>;

/** A heading and the next step for each kind of error; the error's own message adds detail. */
const EXPLANATIONS: Record<ErrorKind, Explanation> = {
  auth: {
    title: 'The service did not accept your account',
    action: 'Check the e-mail and API key in Settings.',
  },
  'rate-limited': {
    title: 'Too many requests for now',
    action: 'The check will be retried; you can also try again in a minute.',
  },
  credits: {
    title: 'Not enough credits',
    action: 'Top up your account, or turn on sandbox mode in Settings to try things for free.',
  },
  'invalid-input': {
    title: 'This cannot be checked as it is',
    action: 'Adjust the input and try again.',
  },
  'not-found': { title: 'Not found', action: 'It may have expired or been deleted.' },
  conflict: { title: 'Already submitted', action: 'The earlier request is still being handled.' },
  'not-ready': { title: 'Not ready yet', action: 'Try again in a moment.' },
  network: {
    title: 'Could not reach the service',
    action: 'A waiting check is tried again by itself, and at once when this window opens.',
  },
  service: { title: 'The service had a problem', action: 'Try again later.' },
  permission: { title: 'Access needed', action: 'Grant access when asked, then try again.' },
  forbidden: { title: 'Not allowed', action: 'This request came from the wrong place.' },
  internal: {
    title: 'Something went wrong in the extension',
    action: 'Reload the page; if it happens again, reload the extension.',
  },
  cancelled: { title: 'Cancelled', action: 'Check again when you want a result.' },
};

/** Errors whose code says more than their kind. */
const BY_CODE: Record<string, Explanation> = {
  'needs-confirmation': {
    title: 'Waiting for your OK',
    action: 'Choose "Check anyway" below, or check a shorter passage.',
  },
  'over-limit': {
    title: 'Over your limit for one check',
    action: 'Check a shorter passage, or raise the limit in Settings → Text checks.',
  },
  [DOC_SELECTION_CODE]: {
    title: 'Google Docs keeps its text to itself',
    action:
      'Open Authenticity Lens from the toolbar: check the whole document, or paste the part you copied.',
  },
  [DOC_NO_ACCESS_CODE]: {
    title: 'This Google Doc cannot be read',
    action: 'Sign in to Google in this browser with an account that can open it, then try again.',
  },
  [DOC_EXPORT_DISABLED_CODE]: {
    title: 'Downloading this Google Doc is turned off',
    action: 'Ask its owner to allow downloading, or for a copy you may check.',
  },
  [DOC_ACCESS_CODE]: {
    title: 'Google Docs answered from another address',
    action: 'Allow reading Google Docs below, then check the document again.',
  },
  [DOC_UNREACHABLE_CODE]: {
    title: 'Google Docs did not answer',
    action: 'Check that the document still opens in this tab, then try again.',
  },
  [SET_BY_POLICY_CODE]: {
    title: SET_BY_POLICY,
    action: 'Your administrator set this by policy: ask them to change it.',
  },
  [BROWSER_PAGE_CODE]: {
    title: 'This page cannot be checked',
    action:
      'Browsers keep their own pages and the web store closed to extensions. Open a web page to check it, or paste the text to check.',
  },
};

/**
 * What to say about `error`. `words` replaces the explanation of some kinds where the default
 * would mislead (the settings page's own words: options/settings-error-words.ts).
 */
export function explainError(
  error: AppError,
  words: ErrorWords = {},
): { title: string; detail: string; action: string } {
  const { title, action } =
    (error.code ? BY_CODE[error.code] : undefined) ?? words[error.kind] ?? EXPLANATIONS[error.kind];
  return { title, detail: error.message, action };
}
