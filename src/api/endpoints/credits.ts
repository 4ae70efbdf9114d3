/** 8. Credit balance: GET {base_url}/v3/scans/credits → {Amount}. */
import * as v from 'valibot';
import type { Operation } from '../operation.ts';
import { readOperation } from './operation-shapes.ts';

export const CreditBalanceSchema = v.looseObject({
  Amount: v.pipe(v.number(), v.integer()),
});

export type CreditBalance = v.InferOutput<typeof CreditBalanceSchema>;

export function creditsOperation(): Operation<CreditBalance> {
  return readOperation('/v3/scans/credits', true, CreditBalanceSchema, 'credit balance');
}
