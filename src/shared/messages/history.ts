import * as v from 'valibot';
import { CheckSummarySchema } from '../checks/check-summary-schema.ts';
import { defineProtocol } from './define.ts';

const pagesOnly = ['extension-page'] as const;

export const historyProtocol = defineProtocol({
  /** The newest checks, summarised. */
  'history/recent': {
    request: v.object({ limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)) }),
    response: v.object({ checks: v.array(CheckSummarySchema) }),
    from: pagesOnly,
  },
  /** Forgets every finished check (open ones keep running). */
  'history/clear': {
    request: v.object({}),
    response: v.object({ removed: v.number() }),
    from: pagesOnly,
  },
});
