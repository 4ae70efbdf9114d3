import * as v from 'valibot';
import { defineProtocol } from './define.ts';

export const SELECTION_SOURCES = ['page', 'input', 'contenteditable', 'none'] as const;

/** What the user selected in a tab, as the content script read it. */
export const SelectionSchema = v.object({
  text: v.string(),
  source: v.picklist(SELECTION_SOURCES),
  url: v.string(),
  title: v.string(),
});
export type Selection = v.InferOutput<typeof SelectionSchema>;

const TabIdSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const selectionProtocol = defineProtocol({
  /** The selection in a tab (the active tab when `tabId` is absent). */
  'selection/get': {
    request: v.object({ tabId: v.optional(TabIdSchema) }),
    response: SelectionSchema,
    from: ['extension-page'],
  },
});
