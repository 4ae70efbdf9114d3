/** Reading typed values out of SQL rows: a wrong type is a corrupt database, so it throws. */
import type { SqlRow } from './sql-driver.ts';

export function text(row: SqlRow, key: string): string {
  const value = row[key];
  if (typeof value !== 'string') throw new Error(`relay database: ${key} is not text`);
  return value;
}

export function optionalText(row: SqlRow, key: string): string | undefined {
  const value = row[key];
  return typeof value === 'string' ? value : undefined;
}

export function integer(row: SqlRow, key: string): number {
  const value = row[key];
  if (typeof value === 'number') return value;
  throw new Error(`relay database: ${key} is not a number`);
}

export function bytes(row: SqlRow, key: string): Uint8Array | undefined {
  const value = row[key];
  return value instanceof Uint8Array ? value : undefined;
}

/** The first row's number in `key`, or 0 when there is no row. */
export function firstInteger(rows: readonly SqlRow[], key: string): number {
  const row = rows[0];
  return row ? integer(row, key) : 0;
}
