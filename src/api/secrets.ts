/**
 * Keeps the API key and access tokens out of every error the client returns. The service may
 * echo a request back in a message; anything that matches a known secret is replaced.
 */
import type { AppError } from '../core/errors.ts';

export interface SecretScrubber {
  remember(secret: string): void;
  scrub(error: AppError): AppError;
}

/** Short values would match ordinary words; real keys and tokens are far longer. */
const MIN_SECRET_LENGTH = 8;

export function createSecretScrubber(): SecretScrubber {
  const secrets: string[] = [];
  const clean = (text: string): string =>
    secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text);
  return {
    remember(secret) {
      if (secret.length < MIN_SECRET_LENGTH || secrets.includes(secret)) return;
      secrets.push(secret);
    },
    scrub(error) {
      const scrubbed: AppError = { ...error, message: clean(error.message) };
      if (error.code !== undefined) scrubbed.code = clean(error.code);
      if (error.field !== undefined) scrubbed.field = clean(error.field);
      return scrubbed;
    },
  };
}
