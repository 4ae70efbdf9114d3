/**
 * The little of SQLite the relay's store needs, synchronous like both engines it runs on:
 * node-sqlite3-wasm (Node) and a Durable Object's `storage.sql` (Cloudflare Workers). Each runtime
 * adapts its engine to this, and sql-store.ts holds every query once.
 */
export type SqlValue = string | number | null | Uint8Array;
export type SqlRow = Readonly<Record<string, SqlValue>>;

export interface SqlDriver {
  /** One or more statements without parameters (schema changes). */
  exec(sql: string): void;
  /** One statement; its rows, blobs as Uint8Array, integers as numbers. */
  all(sql: string, params?: readonly SqlValue[]): SqlRow[];
  /** Runs `body` in one transaction: all of it is committed, or none if it throws. */
  transaction<T>(body: () => T): T;
  /**
   * The schema version a database had before the relay kept it in a table (Node's first
   * databases used PRAGMA user_version); 0 when the engine has no such thing.
   */
  legacySchemaVersion(): number;
}
