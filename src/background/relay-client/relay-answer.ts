import type { Result } from '../../core/errors.ts';
import type { RelayEvent } from '../../relay-protocol/relay-protocol.ts';
import { readScanEvents, type RelayAccess } from './relay-reader.ts';

/** A look at the relay for one answer: not there yet, there but unreadable now, or there. */
export type RelayLook =
  | { kind: 'none'; cursor: number }
  | { kind: 'unreadable'; id: number }
  | { kind: 'answer'; id: number; payload: unknown };

/**
 * Reads a scan id's events after `cursor` (waiting up to `waitSeconds`) for the one event that
 * answers it, of the kind given; the relay's own failure (or none set up) as it is.
 */
export async function lookForAnswer(
  relay: Result<RelayAccess>,
  scanId: string,
  cursor: number,
  waitSeconds: number,
  kind: RelayEvent['kind'],
): Promise<Result<RelayLook>> {
  if (!relay.ok) return relay;
  const page = await readScanEvents(relay.value, scanId, cursor, waitSeconds);
  if (!page.ok) return page;
  const answer = page.value.events.find((e) => e.kind === kind && e.scanId === scanId);
  if (!answer) return { ok: true, value: { kind: 'none', cursor: page.value.cursor } };
  // Stored at the relay but not readable from it right now: the cursor stays before it.
  if (answer.payload === undefined) {
    return { ok: true, value: { kind: 'unreadable', id: answer.id } };
  }
  return { ok: true, value: { kind: 'answer', id: answer.id, payload: answer.payload } };
}
