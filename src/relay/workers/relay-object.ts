/**
 * The relay as one Durable Object: its SQLite storage holds the events and members, and every
 * request of the deployment reaches this one object, so the in-process event bus wakes long
 * polls and streams whichever isolate the hook came through. Expired events go on an alarm.
 */
import type { Hono } from 'hono';
import { createRelayApp } from '../relay-app.ts';
import type { RelayEnv } from '../relay-context.ts';
import type { RelayError } from '../../relay-protocol/relay-protocol.ts';
import { pruneExpired } from '../retention.ts';
import { SqlRelayStore } from '../sql/sql-store.ts';
import { durableObjectSqlDriver } from './do-sql-driver.ts';
import { readWorkerConfig, type RelayWorkerEnv } from './worker-config.ts';
import type { DurableObjectState } from './workers-types.ts';

const PRUNE_EVERY_MS = 60 * 60_000;

export class RelayObject {
  private readonly app: Hono<RelayEnv> | undefined;
  private readonly store: SqlRelayStore;
  private readonly retentionMs: number;

  constructor(
    private readonly state: DurableObjectState,
    env: RelayWorkerEnv,
  ) {
    this.store = new SqlRelayStore(durableObjectSqlDriver(state.storage));
    const config = readWorkerConfig(env);
    // The Worker checks the configuration before forwarding, so this stays undefined only
    // for a request that raced a configuration change.
    this.app = config.ok
      ? createRelayApp(this.store, {
          token: config.token,
          limits: config.settings.limits,
          guards: config.settings.guards,
          heartbeatMs: config.settings.heartbeatMs,
          maxStreamMs: config.settings.maxStreamMs,
          // Set by Cloudflare's edge for every request; a client cannot forge it.
          clientOf: (c) => c.req.header('cf-connecting-ip') ?? 'unknown',
        })
      : undefined;
    this.retentionMs = config.ok ? config.settings.guards.retentionMs : 0;
    void state.blockConcurrencyWhile(async () => {
      if (this.retentionMs > 0 && (await state.storage.getAlarm()) === null) {
        await state.storage.setAlarm(Date.now() + PRUNE_EVERY_MS);
      }
    });
  }

  fetch(request: Request): Response | Promise<Response> {
    if (this.app) return this.app.fetch(request);
    const body: RelayError = {
      error: { code: 'not-configured', message: 'The relay is being configured; try again.' },
    };
    return Response.json(body, { status: 503, headers: { 'Retry-After': '60' } });
  }

  async alarm(): Promise<void> {
    if (this.retentionMs <= 0) return;
    await pruneExpired(this.store, this.retentionMs, Date.now());
    await this.state.storage.setAlarm(Date.now() + PRUNE_EVERY_MS);
  }
}
