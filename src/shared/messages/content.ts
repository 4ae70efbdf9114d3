import * as v from 'valibot';
import { defineProtocol } from './define.ts';
import { SelectionSchema } from './selection.ts';

/** Messages the worker sends to our content script in a tab. */
export const contentProtocol = defineProtocol({
  'content/ping': {
    request: v.object({}),
    response: v.object({ ready: v.literal(true) }),
    from: [],
  },
  'content/get-selection': {
    request: v.object({}),
    response: SelectionSchema,
    from: [],
  },
});

export type ContentProtocol = typeof contentProtocol;
