import { BROWSER_PAGE_CODE, type AppError, type ErrorKind } from '../core/errors.ts';

/** A heading and the next step for each kind of error; the error's own message adds detail. */
const EXPLANATIONS: Record<ErrorKind, { title: string; action: string }> = {
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
const BY_CODE: Record<string, { title: string; action: string }> = {
  'needs-confirmation': {
    title: 'Waiting for your OK',
    action: 'Choose "Check anyway" below, or check a shorter passage.',
  },
  'over-limit': {
    title: 'Over your limit for one check',
    action: 'Check a shorter passage, or raise the limit in Settings → Text checks.',
  },
  [BROWSER_PAGE_CODE]: {
    title: 'This page cannot be checked',
    action:
      'Browsers keep their own pages and the web store closed to extensions. Open a web page to check it.',
  },
};

/**
 * On the settings page nothing is being checked: errors there are about saving or testing a
 * setting, so the words that speak of checks are replaced.
 */
const IN_SETTINGS: Partial<Record<ErrorKind, { title: string; action: string }>> = {
  auth: {
    title: 'The service did not accept your account',
    action: 'Check the e-mail and API key, then save again.',
  },
  'rate-limited': { title: 'Too many requests for now', action: 'Wait a minute and try again.' },
  'invalid-input': {
    title: 'This cannot be saved as it is',
    action: 'Correct what the message names, then save again.',
  },
  network: {
    title: 'Could not reach it',
    action: 'Check the address and your connection, then try again.',
  },
  credits: { title: 'Not enough credits', action: 'Top up your account, or use sandbox mode.' },
};

/** Where an error is shown: under a check (the default) or beside a setting. */
export type ErrorContext = 'check' | 'settings';

export function explainError(
  error: AppError,
  context: ErrorContext = 'check',
): { title: string; detail: string; action: string } {
  const { title, action } =
    (error.code ? BY_CODE[error.code] : undefined) ??
    (context === 'settings' ? IN_SETTINGS[error.kind] : undefined) ??
    EXPLANATIONS[error.kind];
  return { title, detail: error.message, action };
}
