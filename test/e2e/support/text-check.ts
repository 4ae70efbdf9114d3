import { expect } from 'vitest';
import { isTextCheck, type TextCheck } from '../../../src/shared/checks/check-record.ts';
import type { CheckGroup } from '../../../src/shared/messages/index.ts';
import type { Reply } from './ask-extension.ts';

type Ask = <T>(type: string, payload: object) => Promise<Reply<T>>;

/** Checks the tab's text (`source`) for AI writing, asked anew, and its record once it ended. */
export async function finishedTextCheck(
  ask: Ask,
  tabId: number,
  source: 'page' | 'selection',
): Promise<TextCheck> {
  const started = await ask<CheckGroup>('checks/start-text', {
    tabId,
    source,
    kinds: ['ai-text'],
    rerun: true,
  });
  if (!started.ok) throw new Error(`not started: ${started.error.message}`);
  let check: TextCheck | undefined;
  await expect
    .poll(async () => {
      const got = await ask<CheckGroup>('checks/get', { ids: started.value.ids });
      check = got.ok ? got.value.checks.find(isTextCheck) : undefined;
      return check?.status;
    })
    .toMatch(/^(done|failed)$/);
  return check!;
}
