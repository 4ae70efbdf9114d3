/** 1. Login: POST {auth_url}/v3/account/login/api with e-mail and API key. */
import * as v from 'valibot';
import type { Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';
import type { Credentials } from '../stores.ts';

export const LoginRequestSchema = v.object({
  email: v.pipe(
    v.string('The account e-mail address is missing.'),
    v.trim(),
    v.email('The account e-mail address does not look like an e-mail address.'),
  ),
  key: v.pipe(
    v.string('The API key is missing.'),
    v.trim(),
    v.minLength(1, 'The API key is missing.'),
  ),
});

/** `.issued`/`.expires` are ISO-8601 UTC, sometimes with 7 fractional digits. */
export const LoginResponseSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.minLength(1)),
  '.issued': v.optional(v.string()),
  '.expires': v.optional(v.string()),
});

export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export function loginOperation(credentials: Credentials): Operation<LoginResponse> {
  return {
    request: {
      base: 'auth',
      method: 'POST',
      path: '/v3/account/login/api',
      body: { type: 'json', value: { email: credentials.email, key: credentials.key } },
    },
    auth: false,
    retry: 'safe',
    parse: (response) => parseResponse(LoginResponseSchema, response, 'login answer'),
  };
}

/** Parses an ISO timestamp; trims fractions beyond milliseconds, which not every engine reads. */
export function parseServiceTime(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const normalised = value.replace(/(\.\d{3})\d+/, '$1');
  const time = Date.parse(normalised);
  return Number.isNaN(time) ? undefined : time;
}
