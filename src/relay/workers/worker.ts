/**
 * The relay on Cloudflare Workers: this Worker checks its configuration and hands every request
 * to the deployment's one RelayObject (a SQLite-backed Durable Object), which runs the same Hono
 * app as the Node relay. Deploy with `npm run relay:deploy` (src/relay/README.md).
 */
import type { RelayError } from '../../relay-protocol/relay-protocol.ts';
import { readWorkerConfig, type RelayWorkerEnv } from './worker-config.ts';

export { RelayObject } from './relay-object.ts';

/** One relay per deployment: a team shares it, each member with their own token. */
const RELAY_OBJECT_NAME = 'relay';

export default {
  fetch(request: Request, env: RelayWorkerEnv): Promise<Response> | Response {
    const config = readWorkerConfig(env);
    if (!config.ok) {
      const body: RelayError = { error: { code: 'not-configured', message: config.message } };
      return Response.json(body, { status: 503, headers: { 'Retry-After': '60' } });
    }
    return env.RELAY.get(env.RELAY.idFromName(RELAY_OBJECT_NAME)).fetch(request);
  },
};
