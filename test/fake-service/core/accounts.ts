import type { ErrorStyle } from './error-bodies.ts';

export interface FakeAccount {
  email: string;
  key: string;
  /** Starting balance; default 1000. */
  credits?: number;
}

export interface AccountRecord {
  email: string;
  key: string;
  credits: number;
  /** Overrides the service-wide error style for this account's requests. */
  errorStyle?: ErrorStyle;
}

export const DEFAULT_CREDITS = 1000;

export const DEMO_ACCOUNT: FakeAccount = {
  email: 'demo@authenticity-lens.test',
  key: '00000000-demo-4000-8000-000000000000',
  credits: DEFAULT_CREDITS,
};

/** Accounts by e-mail (case-insensitive, like a login form). */
export class AccountStore {
  private readonly byEmail = new Map<string, AccountRecord>();

  constructor(private readonly initial: FakeAccount[]) {
    this.reset();
  }

  reset(): void {
    this.byEmail.clear();
    for (const account of this.initial) {
      this.byEmail.set(account.email.toLowerCase(), {
        email: account.email,
        key: account.key,
        credits: account.credits ?? DEFAULT_CREDITS,
      });
    }
  }

  find(email: string): AccountRecord | undefined {
    return this.byEmail.get(email.toLowerCase());
  }

  get(email: string): AccountRecord {
    const account = this.find(email);
    if (!account) throw new Error(`No fake account ${email}`);
    return account;
  }

  all(): AccountRecord[] {
    return [...this.byEmail.values()];
  }

  /** Takes credits if the balance covers them; false (and no change) otherwise. */
  spend(account: AccountRecord, credits: number): boolean {
    if (credits > account.credits) return false;
    account.credits -= credits;
    return true;
  }
}
