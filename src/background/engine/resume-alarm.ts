import { browser } from '../../platform/browser.ts';

export const RESUME_ALARM = 'checks-resume';
/** While checks are open the worker is woken at least this often, in case it was stopped. */
const WATCHDOG_MS = 60_000;

/**
 * One alarm wakes the worker for open checks: at the earliest retry time, or as a watchdog
 * while a request is out (a stopped worker loses its timers, not its alarms).
 */
export async function scheduleResume(earliest: number | undefined): Promise<void> {
  const when = Math.min(earliest ?? Infinity, Date.now() + WATCHDOG_MS);
  await browser.alarms.create(RESUME_ALARM, { when: Math.max(when, Date.now() + 1_000) });
}

export async function cancelResume(): Promise<void> {
  await browser.alarms.clear(RESUME_ALARM);
}

export function onResumeAlarm(listener: () => void): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === RESUME_ALARM) listener();
  });
}
