/** 8. Credit balance: GET {base_url}/v3/scans/credits → {Amount}. */
import * as v from 'valibot';
import type { Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';

export const CreditBalanceSchema = v.looseObject({
  Amount: v.pipe(v.number(), v.integer()),
});

export type CreditBalance = v.InferOutput<typeof CreditBalanceSchema>;

export function creditsOperation(): Operation<CreditBalance> {
  return {
    request: { base: 'api', method: 'GET', path: '/v3/scans/credits' },
    auth: true,
    retry: 'safe',
    parse: (response) => parseResponse(CreditBalanceSchema, response, 'credit balance'),
  };
}
