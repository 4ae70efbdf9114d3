import { browser } from '../../platform/browser.ts';
import { sendToTab } from '../../platform/send-to-tab.ts';
import { NO_RECEIVER_CODE } from '../../platform/transport-error.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { frameOfSource } from '../../shared/frames/tab-frame.ts';
import { openHistoryStore } from '../stores/history-store.ts';

export interface PhrasePlace {
  /** The finished AI text check the phrase belongs to. */
  id: string;
  /** The phrase's place in the text that check read. */
  start: number;
  length: number;
}

const tabIsOpen = (tabId: number): Promise<boolean> =>
  browser.tabs.get(tabId).then(
    () => true,
    () => false,
  );

/**
 * Scrolls the page to one AI phrase of a finished AI text check and shows its words, in the
 * document the text was read in (where its marks were painted). `shown` is false when the phrase
 * is not painted there now (the page reloaded, or the marks were cleared).
 */
export async function revealTextPhrase({
  id,
  start,
  length,
}: PhrasePlace): Promise<Result<{ shown: boolean }>> {
  const check = await (await openHistoryStore()).get(id);
  if (check?.kind !== 'ai-text' || check.status !== 'done') {
    return err(appError('not-found', 'This AI check is no longer in history.'));
  }
  const { tabId, textId } = check.source;
  if (tabId === undefined || !textId) {
    return err(appError('not-found', 'This text was not read from a page, so it has no marks.'));
  }
  if (!(await tabIsOpen(tabId))) {
    return err(appError('not-found', 'The tab this text was read in is closed.'));
  }
  const frame = frameOfSource(tabId, check.source);
  // Not injected when missing, unlike painting: a document without our script has no marks to
  // show, and injecting one only to hear so could ask the user for access for nothing.
  const reply = await sendToTab(frame, 'content/reveal-phrase', { textId, start, length });
  if (!reply.ok && reply.error.code === NO_RECEIVER_CODE) return ok({ shown: false });
  return reply.ok ? ok({ shown: reply.value.shown }) : reply;
}
