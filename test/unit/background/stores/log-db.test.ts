import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { readStoredLog, writeStoredLog } from '../../../../src/background/stores/log-db.ts';
import type { LogEntry } from '../../../../src/shared/log/log-entry.ts';

const entry: LogEntry = {
  time: 1,
  level: 'info',
  runtime: 'worker',
  scope: 'checks',
  message: 'stored',
};

describe('the stored log', () => {
  it('reads back what was written, and nothing before that', async () => {
    expect(await readStoredLog('log-db-test-1')).toEqual([]);
    await writeStoredLog([entry, { ...entry, message: 'second' }], 'log-db-test-1');
    expect(await readStoredLog('log-db-test-1')).toEqual([entry, { ...entry, message: 'second' }]);
  });

  it('leaves out stored entries that no longer fit the schema', async () => {
    await writeStoredLog([entry], 'log-db-test-2');
    const db = await openDB('log-db-test-2');
    await db.put('log', [entry, { ...entry, level: 'fatal' }, 'junk'], 'ring');
    db.close();
    expect(await readStoredLog('log-db-test-2')).toEqual([entry]);
  });
});
