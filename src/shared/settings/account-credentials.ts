/**
 * The account's credentials as the user types them. Apart from settings.ts, which the popup
 * needs before its first paint: only the pages that change the account and the policy reader
 * check these, and the e-mail check is not small.
 */
import * as v from 'valibot';

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254, 'That e-mail address is too long.'),
  v.email('Enter the e-mail address of your account.'),
);

/** An API key as the dashboard shows it: printable ASCII, no spaces. */
export const ApiKeySchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Paste the API key from your dashboard.'),
  v.maxLength(512, 'That API key is too long.'),
  v.regex(/^[\x21-\x7e]+$/, 'An API key has no spaces or special characters.'),
);
