import * as v from 'valibot';
import { defineProtocol } from './define.ts';
import { SelectionSchema } from './selection.ts';
import { HighlightSpanSchema, ReadTextSchema, TEXT_SOURCES } from './text.ts';

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
  /** Reads the selection or the page's readable text and keeps its DOM map under `textId`. */
  'content/read-text': {
    request: v.object({ source: v.picklist(TEXT_SOURCES) }),
    response: ReadTextSchema,
    from: [],
  },
  /** Paints spans of a text read earlier; answers how many could be placed on the page. */
  'content/highlight': {
    request: v.object({ textId: v.string(), spans: v.array(HighlightSpanSchema) }),
    response: v.object({ applied: v.number() }),
    from: [],
  },
  'content/clear-highlights': {
    request: v.object({}),
    response: v.object({}),
    from: [],
  },
});

export type ContentProtocol = typeof contentProtocol;
