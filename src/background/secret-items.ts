import * as v from 'valibot';
import { defineItem } from '../shared/storage-item.ts';

/**
 * Secrets, declared here so that only the worker can import them (ESLint forbids importing
 * src/background from other runtimes). Never logged, never sent in a message.
 */
export const apiKeyItem = defineItem<string | null>({
  key: 'account.apiKey',
  area: 'local',
  schema: v.nullable(v.string()),
  fallback: null,
});
