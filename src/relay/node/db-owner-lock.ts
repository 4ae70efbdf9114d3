/**
 * One relay per database file. The SQLite VFS locks with a `{db}.lock` directory held only during
 * a transaction; a relay killed inside one leaves it behind and every later write would fail as
 * busy. So a relay owns the file through `{db}.owner` (its pid): a second live relay is refused,
 * and a dead owner's leftovers are cleared. The `-journal` file is left alone: SQLite needs it to
 * roll back the interrupted transaction.
 */
import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';

export interface OwnerLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerPid(ownerFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(ownerFile, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // no owner file, or unreadable: nobody holds the database
  }
}

export function acquireOwnerLock(dbPath: string): OwnerLock {
  const ownerFile = `${dbPath}.owner`;
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(ownerFile, mine, { flag: 'wx' });
      return {
        release: () => {
          if (ownerPid(ownerFile) === process.pid) rmSync(ownerFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = ownerPid(ownerFile);
    if (pid !== undefined && isAlive(pid)) {
      throw new Error(
        `Another relay (pid ${pid}) is using ${dbPath}. Stop it or pass another --db.`,
      );
    }
    unlinkSync(ownerFile);
    rmSync(`${dbPath}.lock`, { recursive: true, force: true });
  }
  throw new Error(`Could not take ownership of ${dbPath}.`);
}
