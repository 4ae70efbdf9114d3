import * as v from 'valibot';
import { defineItem } from './item-definition.ts';

/**
 * Bumped by the worker whenever a check changes, so open pages refresh without polling. Kept in
 * session storage: it means nothing after the browser restarts.
 */
export const checkUpdatesItem = defineItem<{ at: number; ids: string[] }>({
  key: 'checks.updated',
  area: 'session',
  schema: v.object({ at: v.number(), ids: v.array(v.string()) }),
  fallback: { at: 0, ids: [] },
});
