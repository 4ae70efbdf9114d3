import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '../../../../src/shared/log/log-entry.ts';
import type * as WorkerLogModule from '../../../../src/background/stores/worker-log.ts';
import type { LogStorage } from '../../../../src/background/stores/worker-log.ts';

type WorkerLog = typeof WorkerLogModule;

/** Storage the way IndexedDB behaves for the log: one value, written whole. */
function memoryStorage(initial: LogEntry[] = []): LogStorage & { stored: LogEntry[] } {
  const storage = {
    stored: initial,
    read: () => Promise.resolve(structuredClone(storage.stored)),
    write: (entries: LogEntry[]) => {
      storage.stored = structuredClone(entries);
      return Promise.resolve();
    },
  };
  return storage;
}

/** A fresh worker: the module's state starts empty, as after a restart. */
async function startWorker(): Promise<WorkerLog> {
  vi.resetModules();
  return import('../../../../src/background/stores/worker-log.ts');
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('the worker log', () => {
  it('survives a worker restart, and entries made while it was read follow the stored ones', async () => {
    const storage = memoryStorage();
    const first = await startWorker();
    first.startWorkerLog({ storage, secrets: () => [] });
    first.log.warn('checks', 'before the restart');
    await expect.poll(() => storage.stored.map((e) => e.message)).toEqual(['before the restart']);

    const second = await startWorker();
    second.log.error('uncaught', 'while starting');
    second.startWorkerLog({ storage, secrets: () => [] });
    second.log.info('checks', 'after the restart');
    expect((await second.readLog()).map((e) => e.message)).toEqual([
      'before the restart',
      'while starting',
      'after the restart',
    ]);
    await expect
      .poll(() => storage.stored.map((e) => e.message))
      .toEqual(['before the restart', 'while starting', 'after the restart']);
  });

  it('hides the secrets the worker holds, in its own entries and in those of pages', async () => {
    const worker = await startWorker();
    let secrets: string[] = [];
    worker.startWorkerLog({ storage: memoryStorage(), secrets: () => secrets });
    worker.log.warn('relay', 'Refused short-relay-tok');
    secrets = ['short-relay-tok'];
    worker.keepPageEntry({
      time: 1,
      level: 'error',
      runtime: 'options',
      scope: 'uncaught',
      message: 'Saving short-relay-tok failed',
    });
    // The first entry was made before the secret was known: it is hidden when read.
    expect((await worker.readLog()).map((e) => e.message)).toEqual([
      'Refused [secret]',
      'Saving [secret] failed',
    ]);
  });

  it('answers a read only once what it answers is stored', async () => {
    const storage = memoryStorage();
    let finishWrite: (() => void) | undefined;
    const slow: LogStorage = {
      read: () => storage.read(),
      write: (entries) =>
        new Promise<void>((resolve) => {
          finishWrite = () => void storage.write(entries).then(resolve);
        }),
    };
    const worker = await startWorker();
    worker.startWorkerLog({ storage: slow, secrets: () => [] });
    worker.log.warn('x', 'on its way');
    let answered = false;
    const reading = worker.readLog().then(() => (answered = true));
    await vi.waitFor(() => expect(finishWrite).toBeDefined());
    // Every pending promise step runs before a new task: the read is still waiting.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    finishWrite?.();
    await reading;
    expect(storage.stored.map((e) => e.message)).toEqual(['on its way']);
  });

  it('clears the log, also where it is stored', async () => {
    const storage = memoryStorage();
    const worker = await startWorker();
    worker.startWorkerLog({ storage, secrets: () => [] });
    worker.log.info('x', 'one');
    worker.log.info('x', 'two');
    await worker.clearLog();
    expect(await worker.readLog()).toEqual([]);
    expect(storage.stored).toEqual([]);
  });

  it('keeps logging in memory when the log cannot be stored', async () => {
    const worker = await startWorker();
    const failing: LogStorage = {
      read: () => Promise.reject(new Error('no database')),
      write: () => Promise.reject(new Error('disk full')),
    };
    worker.startWorkerLog({ storage: failing, secrets: () => [] });
    worker.log.warn('x', 'still here');
    expect((await worker.readLog()).map((e) => e.message)).toEqual(['still here']);
    await expect.poll(() => vi.mocked(console.warn).mock.calls.length).toBeGreaterThan(0);
  });
});
