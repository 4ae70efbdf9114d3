import type { ErrorWords } from '../shared/error-text.ts';

/**
 * On the settings page nothing is being checked: errors there are about saving or testing a
 * setting, so the words that speak of checks are replaced. Kept here, out of the popup's code.
 */
export const SETTINGS_ERROR_WORDS: ErrorWords = {
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
