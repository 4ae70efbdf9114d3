/**
 * The service's notion of "now". Tokens and rate windows read it, so tests can
 * jump 48 hours or 15 minutes ahead without waiting. Webhook retry waits use
 * real timers instead (scaled by webhookTimeScale), because they must fire.
 */
export class Clock {
  private offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  now(): number {
    return this.base() + this.offsetMs;
  }

  advance(ms: number): number {
    this.offsetMs += ms;
    return this.now();
  }

  set(epochMs: number): number {
    this.offsetMs = epochMs - this.base();
    return this.now();
  }
}
