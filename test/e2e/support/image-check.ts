/** An image check asked for as the popup does, and its record once it has finished. */
import { expect } from 'vitest';
import type { CheckKind, CheckOf, ImageCheck } from '../../../src/shared/checks/check-record.ts';
import type { CheckGroup } from '../../../src/shared/messages/index.ts';
import { expectKind } from '../../support/check-records.ts';
import type { Evaluator } from '../browsers/driver.ts';
import { askExtension, type Reply } from './ask-extension.ts';

/** Checks the image at `src` on the page of `tabId`. */
export const startImageCheck = (
  popup: Evaluator,
  tabId: number,
  src: string,
): Promise<Reply<CheckGroup>> => askExtension(popup, 'checks/start-image', { tabId, src });

/** The AI image check's record once it is done or failed. */
export const finishedImageCheck = (popup: Evaluator, id: string): Promise<ImageCheck> =>
  finishedCheck(popup, id, 'ai-image');

/** The record of a check of `kind` once it is done or failed. */
export async function finishedCheck<K extends CheckKind>(
  popup: Evaluator,
  id: string,
  kind: K,
): Promise<CheckOf<K>> {
  let latest: CheckGroup['checks'][number] | undefined;
  await expect
    .poll(async () => {
      const reply = await askExtension<CheckGroup>(popup, 'checks/get', { ids: [id] });
      latest = reply.ok ? reply.value.checks[0] : undefined;
      return latest?.status;
    })
    .toMatch(/^(done|failed)$/);
  return expectKind(latest, kind);
}
