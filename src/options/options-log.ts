import { createPageLogger } from '../platform/page-log.ts';

/** The settings page's log: its entries go to the worker's log (and this page's console). */
export const log = createPageLogger('options');
