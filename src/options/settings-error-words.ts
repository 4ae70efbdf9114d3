import type { ErrorWords } from '../shared/checks/error-text.ts';

/**
 * On the settings page nothing is being checked: errors there are about saving or testing a
 * setting, so the words that speak of checks are replaced. Kept here, out of the popup's code.
 */
export const SETTINGS_ERROR_WORDS: ErrorWords = {
  auth: { title: 'error_authTitle', action: 'error_settingsAuthAction' },
  'rate-limited': { title: 'error_rateLimitedTitle', action: 'error_settingsRateLimitedAction' },
  'invalid-input': {
    title: 'error_settingsInvalidInputTitle',
    action: 'error_settingsInvalidInputAction',
  },
  network: { title: 'error_settingsNetworkTitle', action: 'error_settingsNetworkAction' },
  credits: { title: 'error_creditsTitle', action: 'error_settingsCreditsAction' },
};
