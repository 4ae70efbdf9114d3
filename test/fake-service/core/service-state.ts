import { ScanStore } from '../scans/scan-store.ts';
import { WebhookDelivery } from '../delivery/webhook-delivery.ts';
import { AccountStore, type AccountRecord, type FakeAccount } from './accounts.ts';
import { Clock } from './clock.ts';
import type { ErrorStyle } from './error-bodies.ts';
import { FaultTable } from './faults.ts';
import { RateWindows } from './rate-windows.ts';
import { ReceivedImages } from './received-images.ts';
import { RequestLog } from './request-log.ts';
import { TokenStore } from './tokens.ts';

export interface StateOptions {
  accounts: FakeAccount[];
  now?: () => number;
  webhookTimeScale: number;
  webhookTimeoutMs: number;
}

/** Everything the routes share. One instance per running fake. */
export class ServiceState {
  readonly clock: Clock;
  readonly accounts: AccountStore;
  readonly tokens: TokenStore;
  readonly rateWindows: RateWindows;
  readonly faults = new FaultTable();
  readonly requests = new RequestLog();
  readonly images = new ReceivedImages();
  readonly delivery: WebhookDelivery;
  readonly scans: ScanStore;
  /** Export ids per account, so a reused id conflicts. */
  readonly exportIds = new Set<string>();
  errorStyle: ErrorStyle = 'envelope';
  /** Background work (scan processing, exports) still running, for close(). */
  readonly pending = new Set<Promise<unknown>>();

  constructor(options: StateOptions) {
    this.clock = new Clock(options.now);
    this.accounts = new AccountStore(options.accounts);
    this.tokens = new TokenStore(this.clock);
    this.rateWindows = new RateWindows(this.clock);
    this.scans = new ScanStore(this.clock);
    this.delivery = new WebhookDelivery(this.clock, {
      timeScale: options.webhookTimeScale,
      timeoutMs: options.webhookTimeoutMs,
    });
  }

  styleFor(account: AccountRecord | undefined): ErrorStyle {
    return account?.errorStyle ?? this.errorStyle;
  }

  /** Runs work after the response, keeping track of it. */
  background(work: () => Promise<unknown>): void {
    const promise = work()
      .catch((error: unknown) => console.error('[fake-service] background task failed', error))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }
}
