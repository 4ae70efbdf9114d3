import type { ErrorWebhook } from '../../api/webhooks.ts';
import { appError, type AppError } from '../../core/errors.ts';

/** Error webhook codes from the legacy list that mean the account, not the page, is at fault. */
const CREDIT_CODES = new Set(['13', '17']);
const AUTH_CODES = new Set(['2']);

/** The error webhook of a scan as an AppError the popup can explain. */
export function scanWebhookError(webhook: ErrorWebhook): AppError {
  const code = String(webhook.error.code);
  const message = webhook.error.message?.trim() || `The scan failed (error ${code}).`;
  const kind = CREDIT_CODES.has(code) ? 'credits' : AUTH_CODES.has(code) ? 'auth' : 'service';
  return appError(kind, message, { code });
}
