import { openDB, type IDBPDatabase, type IndexKey } from 'idb';
import * as v from 'valibot';
import { heatmapIsOpen, type HeatmapPhase } from '../../shared/heatmap/heatmap-state.ts';
import { scanIsOpen } from '../../shared/checks/scan-progress.ts';
import { isOfKind, type CheckOf, type ImageCheck } from '../../shared/checks/check-record.ts';
import {
  CheckRecordSchema,
  HISTORY_DB_NAME,
  HISTORY_DB_VERSION,
  type CheckInput,
  type CheckKind,
  type CheckRecord,
  type CheckStatus,
  type HistoryDb,
} from './history-schema.ts';

export type { CheckRecord } from './history-schema.ts';

/**
 * The history of checks in IndexedDB (the extension's origin: content scripts cannot open it).
 * Upgrades run in order from the version a profile has; add a step, never edit an old one.
 */
export function openHistory(name = HISTORY_DB_NAME): Promise<IDBPDatabase<HistoryDb>> {
  return openDB<HistoryDb>(name, HISTORY_DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        const checks = db.createObjectStore('checks', { keyPath: 'id' });
        checks.createIndex('by-cache-key', 'cacheKey');
        checks.createIndex('by-created', 'createdAt');
        checks.createIndex('by-status', 'status');
      }
      if (oldVersion < 2) {
        db.createObjectStore('inputs');
      }
      if (oldVersion < 3) {
        // Scans are followed by kind; without it every text check (and its input) was read.
        transaction.objectStore('checks').createIndex('by-kind', 'kind');
      }
      if (oldVersion < 4) {
        // Open heatmaps are looked up at every worker start; this reads only those records.
        transaction.objectStore('checks').createIndex('by-heatmap-phase', 'heatmap.phase');
      }
    },
  });
}

/** Records that fail validation (a bug or a downgrade) are skipped rather than crashing a view. */
function valid(record: unknown): CheckRecord | undefined {
  const parsed = v.safeParse(CheckRecordSchema, record);
  return parsed.success ? parsed.output : undefined;
}

export class History {
  constructor(private readonly db: IDBPDatabase<HistoryDb>) {}

  async put(record: CheckRecord): Promise<void> {
    await this.db.put('checks', record);
  }

  async get(id: string): Promise<CheckRecord | undefined> {
    return valid(await this.db.get('checks', id));
  }

  /** The check with this id when it is of this kind. */
  async getOf<K extends CheckKind>(kind: K, id: string): Promise<CheckOf<K> | undefined> {
    const record = await this.get(id);
    return record && isOfKind(record, kind) ? record : undefined;
  }

  /** Applies a change to one record in a single transaction; undefined if it does not exist. */
  update(
    id: string,
    change: (record: CheckRecord) => CheckRecord,
  ): Promise<CheckRecord | undefined> {
    return this.rewrite(id, (_record): _record is CheckRecord => true, change);
  }

  /** {@link update} for a check of one kind; a record of another kind is left alone. */
  updateOf<K extends CheckKind>(
    kind: K,
    id: string,
    change: (record: CheckOf<K>) => CheckOf<K>,
  ): Promise<CheckOf<K> | undefined> {
    return this.rewrite(id, (r): r is CheckOf<K> => isOfKind(r, kind), change);
  }

  private async rewrite<R extends CheckRecord>(
    id: string,
    accepts: (record: CheckRecord) => record is R,
    change: (record: R) => R,
  ): Promise<R | undefined> {
    const tx = this.db.transaction('checks', 'readwrite');
    const current = valid(await tx.store.get(id));
    if (!current || !accepts(current)) {
      await tx.done;
      return undefined;
    }
    const next = change(current);
    await tx.store.put(next);
    await tx.done;
    return next;
  }

  /** The newest finished check of this kind with this cache key, if any. */
  async findDone<K extends CheckKind>(kind: K, cacheKey: string): Promise<CheckOf<K> | undefined> {
    const matches = await this.db.getAllFromIndex('checks', 'by-cache-key', cacheKey);
    return matches
      .map(valid)
      .filter((r): r is CheckOf<K> => r?.status === 'done' && isOfKind(r, kind))
      .sort((a, b) => b.createdAt - a.createdAt)[0];
  }

  async withStatus(...statuses: CheckStatus[]): Promise<CheckRecord[]> {
    return this.withAnyOf('by-status', statuses);
  }

  /** Checks of one kind, in no particular order. */
  async ofKind<K extends CheckKind>(kind: K): Promise<CheckOf<K>[]> {
    const records = await this.db.getAllFromIndex('checks', 'by-kind', kind);
    return records.map(valid).filter((r): r is CheckOf<K> => r !== undefined && isOfKind(r, kind));
  }

  /** Image checks whose heatmap is in one of these phases. */
  async withHeatmapPhase(...phases: HeatmapPhase[]): Promise<ImageCheck[]> {
    const records = await this.withAnyOf('by-heatmap-phase', phases);
    return records.filter((r): r is ImageCheck => isOfKind(r, 'ai-image'));
  }

  /** The valid records whose index key is any of `keys` (one read of the index a key). */
  private async withAnyOf<I extends 'by-status' | 'by-heatmap-phase'>(
    index: I,
    keys: readonly IndexKey<HistoryDb, 'checks', I>[],
  ): Promise<CheckRecord[]> {
    const lists = await Promise.all(
      keys.map((key) => this.db.getAllFromIndex('checks', index, key)),
    );
    return lists
      .flat()
      .map(valid)
      .filter((r): r is CheckRecord => r !== undefined);
  }

  /** The checks created between two times (epoch ms, both included), oldest first. */
  async createdBetween(from: number, to: number): Promise<CheckRecord[]> {
    const records = await this.db.getAllFromIndex(
      'checks',
      'by-created',
      IDBKeyRange.bound(from, to),
    );
    return records.map(valid).filter((r): r is CheckRecord => r !== undefined);
  }

  /** Newest first. */
  async recent(limit: number): Promise<CheckRecord[]> {
    const out: CheckRecord[] = [];
    let cursor = await this.db
      .transaction('checks')
      .store.index('by-created')
      .openCursor(null, 'prev');
    while (cursor && out.length < limit) {
      const record = valid(cursor.value);
      if (record) out.push(record);
      cursor = await cursor.continue();
    }
    return out;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete('checks', id);
    await this.db.delete('inputs', id);
  }

  /**
   * Forgets finished checks (made before `before`, when given), except those still waiting on
   * the service for something asked after they finished (a heatmap, a scan export): clearing
   * must not lose what is on its way.
   */
  async clearFinished(before = Infinity): Promise<number> {
    const finished = (await this.withStatus('done', 'failed')).filter(
      (r) =>
        r.createdAt < before &&
        !(r.kind === 'ai-image' && heatmapIsOpen(r.heatmap)) &&
        !scanIsOpen(r),
    );
    for (const record of finished) await this.delete(record.id);
    return finished.length;
  }

  async clear(): Promise<void> {
    await this.db.clear('checks');
    await this.db.clear('inputs');
  }

  async putInput(id: string, input: CheckInput): Promise<void> {
    await this.db.put('inputs', input, id);
  }

  async getInput(id: string): Promise<CheckInput | undefined> {
    return this.db.get('inputs', id);
  }

  async deleteInput(id: string): Promise<void> {
    await this.db.delete('inputs', id);
  }
}
