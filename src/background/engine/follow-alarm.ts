import { browser } from '../../platform/browser.ts';

/** Chrome fires alarms at most every 30 s (packed extensions). */
const MIN_DELAY_MS = 30_000;

export interface FollowAlarm {
  /** Wakes the worker after `delayMs` (30 s at least), replacing any earlier time. */
  schedule(delayMs: number): Promise<void>;
  cancel(): Promise<void>;
  onAlarm(listener: () => void): void;
}

/**
 * A named alarm that wakes the worker to look at the relay again for work that waits on
 * webhooks. Alarms outlive a stopped worker; timers do not.
 */
export function followAlarm(name: string): FollowAlarm {
  return {
    schedule: async (delayMs) => {
      await browser.alarms.create(name, { when: Date.now() + Math.max(delayMs, MIN_DELAY_MS) });
    },
    cancel: async () => {
      await browser.alarms.clear(name);
    },
    onAlarm: (listener) => {
      browser.alarms.onAlarm.addListener((alarm) => {
        if (alarm.name === name) listener();
      });
    },
  };
}
