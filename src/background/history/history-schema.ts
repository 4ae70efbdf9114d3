import type { DBSchema } from 'idb';
import * as v from 'valibot';
import { AppErrorSchema } from '../../shared/errors.ts';

export const CHECK_KINDS = ['ai-text', 'moderation', 'ai-image', 'url-scan'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/**
 * pending: asked for, not sent yet (or waiting out a 429); running: a request is out;
 * done / failed: final. A record left pending or running by a stopped worker is resumed.
 */
export const CHECK_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const CheckRecordSchema = v.object({
  /** Also the scan id sent to the service, so a resumed request reuses it. */
  id: v.string(),
  kind: v.picklist(CHECK_KINDS),
  /** Same kind, settings and input → same key: answered from history without spending credits. */
  cacheKey: v.string(),
  status: v.picklist(CHECK_STATUSES),
  createdAt: v.number(),
  updatedAt: v.number(),
  /** Where the input came from, for the history list. */
  source: v.object({
    url: v.optional(v.string()),
    title: v.optional(v.string()),
    tabId: v.optional(v.number()),
    origin: v.picklist(['selection', 'page', 'image', 'url']),
  }),
  /** The checked text (kept so results can be shown in it), or a description of the input. */
  input: v.string(),
  /** The settings the check ran with (sensitivity, language, labels, sandbox …). */
  settings: v.record(v.string(), v.unknown()),
  attempts: v.number(),
  /** Kind-specific result, validated by the reader of each kind. */
  result: v.optional(v.unknown()),
  error: v.optional(AppErrorSchema),
  credits: v.optional(v.number()),
});

export type CheckRecord = v.InferOutput<typeof CheckRecordSchema>;

export interface HistoryDb extends DBSchema {
  checks: {
    key: string;
    value: CheckRecord;
    indexes: { 'by-cache-key': string; 'by-created': number; 'by-status': CheckStatus };
  };
}

export const HISTORY_DB_NAME = 'authenticity-lens-history';
export const HISTORY_DB_VERSION = 1;
