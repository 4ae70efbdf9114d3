import { BROWSER_PAGE_CODE, type AppError, type ErrorKind } from '../../core/errors.ts';
import type { MessageKey, Translator } from '../i18n/translator.ts';
import { errorDetail } from './error-detail.ts';
import {
  DOC_ACCESS_CODE,
  DOC_EXPORT_DISABLED_CODE,
  DOC_NO_ACCESS_CODE,
  DOC_UNREACHABLE_CODE,
} from '../google-docs/doc-error-codes.ts';
import { DOC_SELECTION_CODE } from '../frames/unreadable-codes.ts';
import { SET_BY_POLICY_CODE } from '../settings/locked-change.ts';

/** A heading and the next step, as catalogue keys. */
export interface Explanation {
  title: MessageKey;
  action: MessageKey;
}

/** Words for some kinds of error, in place of the defaults below. */
export type ErrorWords = Partial<Record<ErrorKind, Explanation>>;

/** A heading and the next step for each kind of error; the error's own detail adds to them. */
const EXPLANATIONS: Record<ErrorKind, Explanation> = {
  auth: { title: 'error_authTitle', action: 'error_authAction' },
  'rate-limited': { title: 'error_rateLimitedTitle', action: 'error_rateLimitedAction' },
  credits: { title: 'error_creditsTitle', action: 'error_creditsAction' },
  'invalid-input': { title: 'error_invalidInputTitle', action: 'error_invalidInputAction' },
  'not-found': { title: 'error_notFoundTitle', action: 'error_notFoundAction' },
  conflict: { title: 'error_conflictTitle', action: 'error_conflictAction' },
  'not-ready': { title: 'error_notReadyTitle', action: 'error_notReadyAction' },
  network: { title: 'error_networkTitle', action: 'error_networkAction' },
  service: { title: 'error_serviceTitle', action: 'error_serviceAction' },
  permission: { title: 'error_permissionTitle', action: 'error_permissionAction' },
  forbidden: { title: 'error_forbiddenTitle', action: 'error_forbiddenAction' },
  internal: { title: 'error_internalTitle', action: 'error_internalAction' },
  cancelled: { title: 'error_cancelledTitle', action: 'error_cancelledAction' },
};

/** Errors whose code says more than their kind. */
const BY_CODE: Record<string, Explanation> = {
  'needs-confirmation': {
    title: 'error_needsConfirmationTitle',
    action: 'error_needsConfirmationAction',
  },
  'over-limit': { title: 'error_overLimitTitle', action: 'error_overLimitAction' },
  [DOC_SELECTION_CODE]: { title: 'error_docSelectionTitle', action: 'error_docSelectionAction' },
  [DOC_NO_ACCESS_CODE]: { title: 'error_docNoAccessTitle', action: 'error_docNoAccessAction' },
  [DOC_EXPORT_DISABLED_CODE]: {
    title: 'error_docExportDisabledTitle',
    action: 'error_docExportDisabledAction',
  },
  [DOC_ACCESS_CODE]: { title: 'error_docAccessTitle', action: 'error_docAccessAction' },
  [DOC_UNREACHABLE_CODE]: {
    title: 'error_docUnreachableTitle',
    action: 'error_docUnreachableAction',
  },
  [SET_BY_POLICY_CODE]: { title: 'error_setByPolicyTitle', action: 'error_setByPolicyAction' },
  [BROWSER_PAGE_CODE]: { title: 'error_browserPageTitle', action: 'error_browserPageAction' },
};

/**
 * What to say about `error`, in `t`'s language. `words` replaces the explanation of some kinds
 * where the default would mislead (the settings page's own words: options/settings-error-words.ts).
 */
export function explainError(
  error: AppError,
  t: Translator,
  words: ErrorWords = {},
): { title: string; detail: string; action: string } {
  // A code is the service's too: only codes of our own table count (never `constructor`…).
  const byCode = error.code && Object.hasOwn(BY_CODE, error.code) ? BY_CODE[error.code] : undefined;
  const { title, action } = byCode ?? words[error.kind] ?? EXPLANATIONS[error.kind];
  return { title: t.t(title), detail: errorDetail(error, t), action: t.t(action) };
}
