import type { Alarms } from 'webextension-polyfill';
import type { CallLog } from './call-log.ts';
import { FakeEvent } from './fake-event.ts';

/**
 * `alarms` without a clock: alarms are only kept, and fire when the test says so (`fire`).
 * A one-shot alarm is gone once it fired, as in the browser.
 */
export class FakeAlarms {
  readonly onAlarm = new FakeEvent<(alarm: Alarms.Alarm) => void>();
  readonly #alarms = new Map<string, Alarms.Alarm>();

  constructor(private readonly log: CallLog) {}

  create = (name: string, info: Alarms.CreateAlarmInfoType): Promise<void> => {
    const scheduledTime =
      info.when ?? Date.now() + (info.delayInMinutes ?? info.periodInMinutes ?? 0) * 60_000;
    this.#alarms.set(name, {
      name,
      scheduledTime,
      ...(info.periodInMinutes === undefined ? {} : { periodInMinutes: info.periodInMinutes }),
    });
    this.log.record('alarms.create', name, info);
    return Promise.resolve();
  };

  clear = (name: string): Promise<boolean> => {
    const had = this.#alarms.delete(name);
    this.log.record('alarms.clear', name);
    return Promise.resolve(had);
  };

  get = (name: string): Promise<Alarms.Alarm | undefined> => Promise.resolve(this.scheduled(name));

  getAll = (): Promise<Alarms.Alarm[]> => Promise.resolve([...this.#alarms.values()]);

  /** The alarm of this name as it stands, if one is set. */
  scheduled(name: string): Alarms.Alarm | undefined {
    const alarm = this.#alarms.get(name);
    return alarm && { ...alarm };
  }

  /** Fires a set alarm now (the test moves any clock first); throws when none is set. */
  fire(name: string): Alarms.Alarm {
    const alarm = this.#alarms.get(name);
    if (!alarm) throw new Error(`No alarm "${name}" is set.`);
    if (alarm.periodInMinutes === undefined) this.#alarms.delete(name);
    this.onAlarm.emit({ ...alarm });
    this.log.changed();
    return alarm;
  }
}
