/**
 * Following work the service answers by webhook, minutes later, through the relay: one
 * implementation for every kind so answered. The worker may stop between the submission and the
 * answer, so all progress lives in the record (its phase, retry time, relay cursor) and an alarm
 * wakes the worker to go on: to send again after a passing fault, else to read the relay. An open
 * popup also asks for a look (a long poll). The kind says only what differs: how to send, how to
 * read its answer, when it is open, and when to look again.
 */
import { exclusive } from './exclusive.ts';
import { followAlarm } from './follow-alarm.ts';
import { holdWorkerAwake } from './keep-alive.ts';
import { logIfRejected } from '../stores/log-failure.ts';

export interface FollowedWork<R> {
  /** The alarm's name, kept across versions (an alarm set by the last one may be pending). */
  alarm: string;
  /** The log's scope, and the records' lock prefix. */
  scope: string;
  /** The lock a record's step takes, when other work on it takes the same (default: by scope). */
  lockKey?: (id: string) => string;
  /** The open ones: something is still to be sent, or to be read from the relay. */
  open: () => Promise<R[]>;
  idOf: (record: R) => string;
  load: (id: string) => Promise<R | undefined>;
  isOpen: (record: R) => boolean;
  /** Still to be sent (first time, or after a passing fault), and when it may be sent again. */
  toSend: (record: R) => { retryAt: number | undefined } | undefined;
  /** Sends it, stores what came of it, and returns the record stored. */
  send: (record: R) => Promise<R | undefined>;
  /** Sent, and waiting for its answer from the relay. */
  isWaiting: (record: R) => boolean;
  /** Reads the relay after its cursor (waiting up to `waitSeconds`) and stores what came. */
  read: (record: R, waitSeconds: number) => Promise<R | undefined>;
  /** When to look again. */
  nextDelay: (record: R, now: number) => number;
}

export interface RelayFollower<R> {
  /** One step for one record: send it if due, else read the relay after its cursor. */
  follow: (id: string, waitSeconds?: number) => Promise<R | undefined>;
  /** Sets the alarm for the soonest open record, or clears it when none is open. */
  reschedule: () => Promise<void>;
  /** Follows every open record once, then sets the alarm for the next look. */
  followOpen: () => Promise<void>;
  /** A new record: the alarm first (if this worker stops before sending, the next one sends). */
  startFollowing: (id: string) => Promise<void>;
  /** Reads the relay now for one record (an open popup), waiting up to `waitSeconds`. */
  lookNow: (id: string, waitSeconds: number) => Promise<R | undefined>;
  /** Wires the follower at worker start (listener first: the alarm may be what woke us). */
  start: () => void;
}

export function relayFollower<R>(work: FollowedWork<R>): RelayFollower<R> {
  const alarm = followAlarm(work.alarm);

  const follow = (id: string, waitSeconds = 0): Promise<R | undefined> =>
    exclusive(work.lockKey?.(id) ?? `${work.scope}:${id}`, async () => {
      const release = holdWorkerAwake();
      try {
        let record = await work.load(id);
        if (!record || !work.isOpen(record)) return record;
        const due = work.toSend(record);
        if (due) {
          if ((due.retryAt ?? 0) > Date.now()) return record;
          record = await work.send(record);
          if (!record || !work.isWaiting(record)) return record;
        }
        return await work.read(record, waitSeconds);
      } finally {
        release();
      }
    });

  const reschedule = async (): Promise<void> => {
    const open = await work.open();
    if (open.length === 0) return alarm.cancel();
    const now = Date.now();
    await alarm.schedule(Math.min(...open.map((r) => work.nextDelay(r, now))));
  };

  const followOpen = async (): Promise<void> => {
    try {
      for (const record of await work.open()) await follow(work.idOf(record));
    } finally {
      await reschedule();
    }
  };

  const what = `Following open ${work.scope}`;
  return {
    follow,
    reschedule,
    followOpen,
    startFollowing: async (id) => {
      await reschedule();
      logIfRejected(work.scope, `Following one of ${work.scope}`, follow(id).finally(reschedule));
    },
    lookNow: async (id, waitSeconds) => {
      const record = await follow(id, waitSeconds);
      await reschedule();
      return record;
    },
    start: () => {
      alarm.onAlarm(() => logIfRejected(work.scope, what, followOpen()));
      logIfRejected(work.scope, what, followOpen());
    },
  };
}
