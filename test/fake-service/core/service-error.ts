/** The envelope's `type` values, from the public error page. */
export type ErrorType =
  'invalid_request_error' | 'authentication_error' | 'payment_error' | 'api_error';

export interface ErrorDetail {
  param: string;
  message: string;
}

/** Error ids the fake uses, each with the short code it reports. */
const ERROR_CODES = {
  invalid_parameter: 'ip',
  missing_parameter: 'mp',
  invalid_credentials: 'ic',
  unauthorized: 'ua',
  insufficient_credits: 'nc',
  rate_limit_exceeded: 'rl',
  not_found: 'nf',
  endpoint_removed: 'rm',
  already_exists: 'ae',
  scan_not_ready: 'nr',
  internal_error: 'ie',
} as const;

export type ErrorId = keyof typeof ERROR_CODES;

/** An error answer, independent of the body style it is rendered in. */
export class ServiceError extends Error {
  readonly code: string;

  constructor(
    readonly status: number,
    readonly type: ErrorType,
    readonly id: ErrorId,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.code = ERROR_CODES[id];
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]): ServiceError =>
  new ServiceError(400, 'invalid_request_error', 'invalid_parameter', message, details);

export const missingParameter = (param: string): ServiceError =>
  new ServiceError(400, 'invalid_request_error', 'missing_parameter', `${param} is required.`, [
    { param, message: 'Required.' },
  ]);

export const unauthorized = (message = 'Authorization has been denied for this request.') =>
  new ServiceError(401, 'authentication_error', 'unauthorized', message);

export const invalidCredentials = (): ServiceError =>
  new ServiceError(401, 'authentication_error', 'invalid_credentials', 'Invalid email or key.');

export const insufficientCredits = (): ServiceError =>
  new ServiceError(402, 'payment_error', 'insufficient_credits', 'Not enough credits.');

export const tooManyRequests = (): ServiceError =>
  new ServiceError(
    429,
    'invalid_request_error',
    'rate_limit_exceeded',
    'Too many requests. Try again after the rate-limit window resets.',
  );

export const notFound = (message: string): ServiceError =>
  new ServiceError(404, 'invalid_request_error', 'not_found', message);

export const conflict = (message: string): ServiceError =>
  new ServiceError(409, 'invalid_request_error', 'already_exists', message);

export const internalError = (message = 'An internal error occurred.'): ServiceError =>
  new ServiceError(500, 'api_error', 'internal_error', message);

/** The error for a status injected by a fault rule. */
export function errorForStatus(status: number): ServiceError {
  if (status === 401) return unauthorized();
  if (status === 402) return insufficientCredits();
  if (status === 404) return notFound('Not found.');
  if (status === 409) return conflict('Conflict.');
  if (status === 429) return tooManyRequests();
  if (status >= 500)
    return new ServiceError(status, 'api_error', 'internal_error', 'Injected fault.');
  return new ServiceError(status, 'invalid_request_error', 'invalid_parameter', 'Injected fault.');
}
