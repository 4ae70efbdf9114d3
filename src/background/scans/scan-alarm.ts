import { browser } from '../../shared/browser.ts';

/** One alarm follows every open URL scan; separate from the text checks' resume alarm. */
export const SCAN_ALARM = 'url-scans-follow';
/** Chrome fires alarms at most every 30 s (packed extensions). */
const MIN_DELAY_MS = 30_000;

export async function scheduleFollow(delayMs: number): Promise<void> {
  await browser.alarms.create(SCAN_ALARM, { when: Date.now() + Math.max(delayMs, MIN_DELAY_MS) });
}

export async function cancelFollow(): Promise<void> {
  await browser.alarms.clear(SCAN_ALARM);
}

export function onFollowAlarm(listener: () => void): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SCAN_ALARM) listener();
  });
}
