import type { Clock } from './clock.ts';

/** Named limits. `null` means the limit is not enforced. */
export type LimitName =
  | 'login'
  | 'image'
  | 'sandboxScans'
  | 'export'
  | 'credits'
  | 'resend'
  | 'textDetection'
  | 'moderation'
  | 'submit';

export interface LimitSetting {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Defaults from the spec's Limits table and the public rate-limit page. The
 * legacy-path limits (credits 10/15 min, resend 300/h) are off by default: the
 * spec does not say they apply to the current paths. Tests can switch any
 * limit on, including ones the spec lists only as a 429 status.
 */
export function defaultLimits(): Record<LimitName, LimitSetting | null> {
  return {
    login: { max: 12, windowMs: 15 * MINUTE },
    image: { max: 900, windowMs: 15 * MINUTE },
    sandboxScans: { max: 100, windowMs: 60 * MINUTE },
    export: { max: 10, windowMs: MINUTE },
    credits: null,
    resend: null,
    textDetection: null,
    moderation: null,
    submit: null,
  };
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed windows that open at the first request: the (max+1)-th request in a
 * window answers 429 until the window has run its length on the clock.
 */
export class RateWindows {
  private windows = new Map<string, Window>();
  limits = defaultLimits();

  constructor(private readonly clock: Clock) {}

  /** Counts one request; returns false when it is over the limit. */
  hit(name: LimitName, subject: string): boolean {
    const limit = this.limits[name];
    if (!limit) return true;
    const key = `${name}\u0000${subject}`;
    const now = this.clock.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= limit.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= limit.max;
  }

  reset(): void {
    this.windows.clear();
  }

  restoreDefaults(): void {
    this.limits = defaultLimits();
    this.reset();
  }
}
