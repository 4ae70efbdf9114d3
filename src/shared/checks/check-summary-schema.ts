import * as v from 'valibot';
import { CHECK_KINDS, CHECK_ORIGINS, CHECK_STATUSES } from './check-record.ts';

/** One line of history: what was checked, when, and the outcome in words. */
export const CheckSummarySchema = v.object({
  id: v.string(),
  kind: v.picklist(CHECK_KINDS),
  status: v.picklist(CHECK_STATUSES),
  createdAt: v.number(),
  title: v.string(),
  url: v.optional(v.string()),
  /** The web site the check was made on (host name), so entries tell apart at a glance. */
  site: v.optional(v.string()),
  /** Where on it: the selection, the page, an image, the page's address; or pasted text. */
  origin: v.picklist(CHECK_ORIGINS),
  outcome: v.string(),
  credits: v.optional(v.number()),
  fromHistory: v.boolean(),
});
export type CheckSummary = v.InferOutput<typeof CheckSummarySchema>;
