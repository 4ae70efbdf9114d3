/**
 * The few Cloudflare Workers types the relay uses, declared here rather than installing
 * @cloudflare/workers-types, whose globals would clash with the DOM types the rest of the project
 * compiles against. Shapes follow the Durable Objects API reference (SQLite storage backend).
 */
export type SqlStorageValue = ArrayBuffer | string | number | null;

export interface SqlStorageCursor {
  toArray(): Record<string, SqlStorageValue>[];
}

export interface DurableObjectStorage {
  sql: { exec(query: string, ...bindings: unknown[]): SqlStorageCursor };
  transactionSync<T>(closure: () => T): T;
  getAlarm(): Promise<number | null>;
  setAlarm(scheduledTime: number): Promise<void>;
}

export interface DurableObjectState {
  storage: DurableObjectStorage;
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
}

export interface DurableObjectStub {
  fetch(request: Request): Promise<Response>;
}

export interface DurableObjectNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): DurableObjectStub;
}
