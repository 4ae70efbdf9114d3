/**
 * What a relay token may be. The read API takes it as `Authorization: Bearer {token}`, and a
 * bearer token is an RFC 6750 b64token: letters, digits, `-._~+/`, then `=` padding. hono's
 * bearerAuth refuses anything else as a malformed header, so a token outside that alphabet could
 * never authenticate: it is refused when the relay starts instead. The generated token
 * (base64url) fits.
 */
const B64TOKEN = /^[A-Za-z0-9._~+/-]+=*$/;

/** Long enough to resist guessing; the generated token is 43 characters. */
export const MIN_TOKEN_LENGTH = 16;

/** Why a token cannot be the relay token, or undefined when it can. */
export function relayTokenProblem(token: string): string | undefined {
  if (!B64TOKEN.test(token)) {
    return 'The relay token may hold only letters, digits and - . _ ~ + / (then = padding).';
  }
  if (token.length < MIN_TOKEN_LENGTH) {
    return `The relay token must be at least ${MIN_TOKEN_LENGTH} characters.`;
  }
  return undefined;
}
