/**
 * The relay's SQL driver on a Durable Object's SQLite storage. Its `exec` is synchronous and
 * local to the object; `transactionSync` commits all or nothing, and the platform confirms the
 * write before the object's answer leaves (output gates), so an acknowledged event is durable.
 */
import type { SqlDriver, SqlRow, SqlValue } from '../sql/sql-driver.ts';
import type { DurableObjectStorage, SqlStorageValue } from './workers-types.ts';

function value(raw: SqlStorageValue): SqlValue {
  return raw instanceof ArrayBuffer ? new Uint8Array(raw) : raw;
}

export function durableObjectSqlDriver(storage: DurableObjectStorage): SqlDriver {
  return {
    exec(sql) {
      storage.sql.exec(sql);
    },
    all(sql, params = []) {
      return storage.sql
        .exec(sql, ...params)
        .toArray()
        .map((row): SqlRow => {
          const out: Record<string, SqlValue> = {};
          for (const [key, raw] of Object.entries(row)) out[key] = value(raw);
          return out;
        });
    },
    transaction: (body) => storage.transactionSync(body),
    // Durable Objects came after PRAGMA user_version was dropped (and may not run it).
    legacySchemaVersion: () => 0,
  };
}
