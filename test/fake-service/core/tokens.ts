import { randomBytes } from 'node:crypto';
import type { Clock } from './clock.ts';

/** The documented token life: 48 hours. */
export const TOKEN_LIFETIME_MS = 48 * 60 * 60 * 1000;

interface TokenRecord {
  email: string;
  issuedAt: number;
  expiresAt: number;
}

export interface IssuedToken {
  token: string;
  issuedAt: number;
  expiresAt: number;
}

/** Opaque bearer tokens, valid until their expiry on the service clock. */
export class TokenStore {
  private readonly tokens = new Map<string, TokenRecord>();

  constructor(private readonly clock: Clock) {}

  issue(email: string): IssuedToken {
    const token = randomBytes(32).toString('base64url');
    const issuedAt = this.clock.now();
    const expiresAt = issuedAt + TOKEN_LIFETIME_MS;
    this.tokens.set(token, { email, issuedAt, expiresAt });
    return { token, issuedAt, expiresAt };
  }

  /** The account e-mail of a live token, or undefined for unknown or expired ones. */
  verify(token: string): string | undefined {
    const record = this.tokens.get(token);
    if (!record || this.clock.now() >= record.expiresAt) return undefined;
    return record.email;
  }

  /** Makes every issued token expired now. */
  expireAll(): void {
    const now = this.clock.now();
    for (const record of this.tokens.values()) record.expiresAt = Math.min(record.expiresAt, now);
  }

  clear(): void {
    this.tokens.clear();
  }
}
