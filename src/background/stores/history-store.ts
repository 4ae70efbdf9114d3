import { History, openHistory } from './history-db.ts';

let opening: Promise<History> | undefined;

/** The worker's one connection to the history database, opened on first use. */
export function openHistoryStore(): Promise<History> {
  opening ??= openHistory().then((db) => new History(db));
  // A failed open (disk full, profile problem) should not stick for the worker's lifetime.
  opening.catch(() => (opening = undefined));
  return opening;
}
