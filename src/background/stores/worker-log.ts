/**
 * The extension's log lives here, in the worker: entries of the worker itself and those the
 * extension pages send (`log/append`), in a bounded ring kept in memory and stored after each
 * change, so the log outlives the worker. Until startWorkerLog runs (and in unit tests) it is
 * kept in memory only.
 */
import { consoleSink } from '../../shared/log/console-sink.ts';
import type { LogEntry } from '../../shared/log/log-entry.ts';
import { createLogger, type Logger } from '../../shared/log/logger.ts';
import { redactEntry } from '../../shared/log/redact.ts';
import { LogRing } from './ring-buffer.ts';

/** Room for a few days of a normal worker; the stored copy stays well under a megabyte. */
export const LOG_BOUNDS = { maxEntries: 500, maxBytes: 256 * 1024 };

export interface LogStorage {
  read(): Promise<LogEntry[]>;
  write(entries: LogEntry[]): Promise<void>;
}

const ring = new LogRing(LOG_BOUNDS);
let storage: LogStorage | undefined;
let secrets: () => readonly string[] = () => [];
let loaded: Promise<void> = Promise.resolve();
let writing: Promise<void> | undefined;
let dirty = false;

async function writeWhileDirty(target: LogStorage): Promise<void> {
  await loaded;
  while (dirty) {
    dirty = false;
    await target.write(ring.entries());
  }
}

/** Stores the ring; writes coalesce, so a burst of entries costs one or two writes. */
function persist(): Promise<void> {
  dirty = true;
  if (!storage) return Promise.resolve();
  writing ??= writeWhileDirty(storage)
    .catch((error: unknown) => {
      // Not an entry: a log that cannot be stored must not log about it in a loop.
      console.warn('The log could not be stored.', error);
    })
    .finally(() => {
      writing = undefined;
      if (dirty) void persist(); // an entry came after the last write began; never rejects
    });
  return writing;
}

function keep(entry: LogEntry): void {
  consoleSink(entry);
  ring.add(entry);
  void persist(); // never rejects: failures are reported to the console above
}

/** The worker's logger. */
export const log: Logger = createLogger('worker', keep, { secrets: () => secrets() });

/** At worker start: reads the stored log (entries made meanwhile follow it) and stores from now on. */
export function startWorkerLog(options: {
  storage: LogStorage;
  secrets: () => readonly string[];
}): void {
  storage = options.storage;
  secrets = options.secrets;
  loaded = options.storage.read().then(
    (stored) => ring.replace([...stored, ...ring.entries()]),
    (error: unknown) => console.warn('The stored log could not be read.', error),
  );
  if (ring.size > 0) void persist(); // never rejects
}

/** An entry of an extension page, redacted again with what only the worker knows. */
export function keepPageEntry(entry: LogEntry): void {
  keep(redactEntry(entry, { secrets: secrets() }));
}

/**
 * The log, oldest first, redacted once more with the secrets known now. Answers once what it
 * answers is stored, so a worker stopped right after still has it.
 */
export async function readLog(): Promise<LogEntry[]> {
  await loaded;
  await writing;
  return ring.entries().map((entry) => redactEntry(entry, { secrets: secrets() }));
}

export async function clearLog(): Promise<void> {
  await loaded;
  ring.clear();
  await persist();
}
