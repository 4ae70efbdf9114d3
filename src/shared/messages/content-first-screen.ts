import * as v from 'valibot';
import { defineProtocol } from './define.ts';
import { SelectionSchema } from './selection.ts';

/**
 * The worker's messages to our content script that the popup's first screen needs, answered by
 * the small first-screen script as well as by the whole one (src/content/README.md). Part of
 * `contentProtocol`; apart so the small script carries none of the other messages' schemas.
 */
export const contentFirstScreenProtocol = defineProtocol({
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

export type ContentFirstScreenType = keyof typeof contentFirstScreenProtocol;

/** Whether the first-screen script answers `type` (the worker injects it alone for these). */
export function isFirstScreenType(type: string): type is ContentFirstScreenType {
  return Object.hasOwn(contentFirstScreenProtocol, type);
}
