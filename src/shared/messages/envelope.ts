import * as v from 'valibot';
import { CHANNEL } from './define.ts';

export const EnvelopeSchema = v.object({
  channel: v.literal(CHANNEL),
  version: v.number(),
  type: v.string(),
  payload: v.unknown(),
});

export type Envelope = v.InferOutput<typeof EnvelopeSchema>;
