import * as v from 'valibot';
import { CHANNEL, PROTOCOL_VERSION } from './define.ts';

export const EnvelopeSchema = v.object({
  channel: v.literal(CHANNEL),
  version: v.number(),
  type: v.string(),
  payload: v.unknown(),
});

export type Envelope = v.InferOutput<typeof EnvelopeSchema>;

/** Wraps a message for the other runtime, stamped with our channel and protocol version. */
export function envelope(type: string, payload: unknown): Envelope {
  return { channel: CHANNEL, version: PROTOCOL_VERSION, type, payload };
}
