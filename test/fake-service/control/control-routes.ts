import type { Hono } from 'hono';
import * as v from 'valibot';
import { ERROR_STYLES } from '../core/error-bodies.ts';
import { isLoopbackAddress } from '../core/loopback.ts';
import type { LimitName } from '../core/rate-windows.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { FakeServiceControl } from './control-types.ts';

const FaultBody = v.object({
  route: v.string(),
  /** Treat route as a regular expression source. */
  regex: v.optional(v.boolean(), false),
  method: v.optional(v.string()),
  kind: v.picklist(['latency', 'status', 'drop', 'drop-answer']),
  ms: v.optional(v.number()),
  status: v.optional(v.number()),
  /** -1 means every matching request. */
  times: v.optional(v.number()),
});

const LimitBody = v.nullable(v.object({ max: v.number(), windowMs: v.number() }));

async function body(c: { req: { json(): Promise<unknown> } }): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return {};
  }
}

/**
 * /__control/… over HTTP, for a fake started by `npm run service` or in
 * another process. Only loopback callers are served (403 otherwise).
 */
export function registerControlRoutes(app: Hono<AppEnv>, control: FakeServiceControl): void {
  app.use('/__control/*', async (c, next) => {
    if (!isLoopbackAddress(c.env.incoming.socket.remoteAddress)) {
      return c.json({ error: 'The control API answers loopback callers only.' }, 403);
    }
    await next();
  });

  app.get('/__control/state', (c) =>
    c.json({
      now: control.clock.now(),
      errorStyle: control.errorStyle(),
      limits: control.limits(),
      faults: control.faults.list().map((f) => ({ ...f, route: String(f.route) })),
      scans: control.scans(),
    }),
  );
  app.post('/__control/clock', async (c) => {
    const input = (await body(c)) as { advanceMs?: number; set?: number };
    if (typeof input.advanceMs === 'number') control.clock.advance(input.advanceMs);
    if (typeof input.set === 'number') control.clock.set(input.set);
    return c.json({ now: control.clock.now() });
  });
  app.post('/__control/faults', async (c) => {
    const input = v.parse(FaultBody, await body(c));
    control.faults.add({
      route: input.regex ? new RegExp(input.route) : input.route,
      method: input.method,
      kind: input.kind,
      ms: input.ms,
      status: input.status,
      times: input.times === -1 ? Infinity : input.times,
    });
    return c.body(null, 204);
  });
  app.delete('/__control/faults', (c) => {
    control.faults.clear();
    return c.body(null, 204);
  });
  app.get('/__control/credits/:email', (c) =>
    c.json({ Amount: control.credits(c.req.param('email')) }),
  );
  app.put('/__control/credits/:email', async (c) => {
    const input = v.parse(v.object({ amount: v.number() }), await body(c));
    control.setCredits(c.req.param('email'), input.amount);
    return c.body(null, 204);
  });
  app.put('/__control/error-style', async (c) => {
    const input = v.parse(
      v.object({ style: v.picklist(ERROR_STYLES), email: v.optional(v.string()) }),
      await body(c),
    );
    control.setErrorStyle(input.style, input.email);
    return c.body(null, 204);
  });
  app.get('/__control/requests', (c) => c.json(control.requests));
  app.get('/__control/deliveries', (c) => c.json(control.deliveries));
  app.delete('/__control/logs', (c) => {
    control.clearLogs();
    return c.body(null, 204);
  });
  app.post('/__control/tokens/expire', (c) => {
    control.expireTokens();
    return c.body(null, 204);
  });
  app.post('/__control/rate-windows/reset', (c) => {
    control.resetRateWindows();
    return c.body(null, 204);
  });
  app.put('/__control/limits/:name', async (c) => {
    const name = c.req.param('name') as LimitName;
    if (!(name in control.limits())) return c.json({ error: `Unknown limit ${name}.` }, 404);
    control.setLimit(name, v.parse(LimitBody, await body(c)));
    return c.body(null, 204);
  });
  app.get('/__control/scans', (c) => c.json(control.scans(c.req.query('email'))));
  app.put('/__control/webhooks', async (c) => {
    const input = v.parse(
      v.object({ timeScale: v.optional(v.number()), timeoutMs: v.optional(v.number()) }),
      await body(c),
    );
    control.setWebhookTiming(input);
    return c.body(null, 204);
  });
  app.post('/__control/reset', (c) => {
    control.reset();
    return c.body(null, 204);
  });
}
