import * as v from 'valibot';
import { defineProtocol } from './define.ts';

export const runtimeProtocol = defineProtocol({
  /** Liveness and version check; any of our runtimes may ask. */
  'runtime/ping': {
    request: v.object({}),
    response: v.object({ version: v.string() }),
    from: ['extension-page', 'content-script'],
  },
});
