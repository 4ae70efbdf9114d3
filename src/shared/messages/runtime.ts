import * as v from 'valibot';
import { defineProtocol } from './define.ts';

export const runtimeProtocol = defineProtocol({
  /**
   * Liveness and version check; any of our runtimes may ask. `startedAt` (epoch ms) changes when
   * the background starts again (a stopped service worker, a suspended Firefox event page).
   */
  'runtime/ping': {
    request: v.object({}),
    response: v.object({ version: v.string(), startedAt: v.number() }),
    from: ['extension-page', 'content-script'],
  },
});
