import { followAlarm } from '../engine/follow-alarm.ts';

/** One alarm follows every open URL scan; separate from the text checks' resume alarm. */
export const SCAN_ALARM = 'url-scans-follow';

export const scanAlarm = followAlarm(SCAN_ALARM);
