import * as v from 'valibot';
import { MARK_LAYERS } from '../text-checks/highlight-names.ts';
import { defineProtocol } from './define.ts';

/**
 * What a page did to the marks we painted on it, as the content script found it (and put right):
 * an entry of ours replaced or removed, ranges moved between ours, a priority lowered, a highlight
 * of its own painted over ours, our legend removed or hidden, our styles taken out of a component,
 * our marks restyled where our rules cannot win (their colours computed as not ours).
 */
export const MARK_TAMPERINGS = [
  'entry',
  'ranges',
  'priority',
  'covered',
  'legend',
  'styles',
  'restyled',
] as const;
export type MarkTampering = (typeof MARK_TAMPERINGS)[number];

export const marksProtocol = defineProtocol({
  /**
   * From the content script of the tab: the page changed the marks of the text it read under
   * `textId`. Kept on the checks painted from it, so the popup says so where the page cannot.
   * `removed`: it kept interfering, so the marks were taken off the page (said once more then).
   */
  'marks/changed': {
    request: v.object({
      textId: v.pipe(v.string(), v.maxLength(100)),
      found: v.pipe(v.array(v.picklist(MARK_TAMPERINGS)), v.minLength(1), v.maxLength(10)),
      removed: v.optional(v.literal(true)),
    }),
    response: v.object({ kept: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
    from: ['content-script'],
  },
  /**
   * From the content script of the tab: the user cleared a layer of marks with the legend's
   * button. The worker does not paint that layer's checks on the tab again unless asked.
   */
  'marks/cleared': {
    request: v.object({ layer: v.picklist(MARK_LAYERS) }),
    response: v.object({}),
    from: ['content-script'],
  },
});
