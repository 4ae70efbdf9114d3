/** An image check asked for as the popup does, and its record once it has finished. */
import { expect } from 'vitest';
import type { ImageCheck } from '../../../src/shared/checks/check-record.ts';
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

/** The check's record once it is done or failed. */
export async function finishedImageCheck(popup: Evaluator, id: string): Promise<ImageCheck> {
  let latest: CheckGroup['checks'][number] | undefined;
  await expect
    .poll(async () => {
      const reply = await askExtension<CheckGroup>(popup, 'checks/get', { ids: [id] });
      latest = reply.ok ? reply.value.checks[0] : undefined;
      return latest?.status;
    })
    .toMatch(/^(done|failed)$/);
  return expectKind(latest, 'ai-image');
}
