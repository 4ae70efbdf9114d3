import * as v from 'valibot';
import { defineItem } from './item-definition.ts';

/**
 * Bumped by the worker whenever a batch (class set) or one of its rows changes, so open pages
 * refresh its table without polling. Session storage: it means nothing after a restart.
 */
export const batchUpdatesItem = defineItem<{ at: number; id: string }>({
  key: 'batches.updated',
  area: 'session',
  schema: v.object({ at: v.number(), id: v.string() }),
  fallback: { at: 0, id: '' },
});
