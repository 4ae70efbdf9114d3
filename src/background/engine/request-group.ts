import { appError, err, ok, type Result } from '../../core/errors.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { OLDER_REQUEST_WINDOW_MS, olderRequestGroup } from './older-request-group.ts';
import { groupOf } from './store-group.ts';

/**
 * The checks of the request a check was asked in, as the popup showed them (a text's AI and
 * moderation checks; an image's answer with the other answer shown alongside): what one report
 * from history holds. Checks since pruned from history are left out.
 */
export async function requestGroup(id: string): Promise<Result<CheckGroup>> {
  const store = await openHistoryStore();
  const check = await store.get(id);
  if (!check) return err(appError('not-found', 'This check is no longer in history.'));
  if (check.groupIds) {
    const found = await Promise.all(
      check.groupIds.map((member) => (member === id ? Promise.resolve(check) : store.get(member))),
    );
    return ok(groupOf(found.filter((r): r is CheckRecord => r !== undefined)));
  }
  const near = await store.createdBetween(
    check.createdAt - OLDER_REQUEST_WINDOW_MS,
    check.createdAt + OLDER_REQUEST_WINDOW_MS,
  );
  return ok(groupOf(olderRequestGroup(check, near)));
}
