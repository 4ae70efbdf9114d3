import { browser } from '../shared/browser.ts';
import type { TextCheckKind } from '../shared/checks/check-record.ts';
import type { TextSource } from '../shared/messages/text.ts';
import { triggerTextCheck } from './triggers.ts';

interface MenuAction {
  title: string;
  contexts: ['selection'] | ['page'];
  source: TextSource;
  kinds: TextCheckKind[];
}

/** Menu items by id. The ids are stable: Chrome keeps created menus across worker restarts. */
const MENU: Record<string, MenuAction> = {
  'check-selection': {
    title: 'Check for AI writing and moderation',
    contexts: ['selection'],
    source: 'selection',
    kinds: ['ai-text', 'moderation'],
  },
  'check-selection-ai': {
    title: 'Check for AI writing',
    contexts: ['selection'],
    source: 'selection',
    kinds: ['ai-text'],
  },
  'check-selection-moderation': {
    title: 'Moderate text',
    contexts: ['selection'],
    source: 'selection',
    kinds: ['moderation'],
  },
  'check-page-ai': {
    title: 'Check this page for AI writing',
    contexts: ['page'],
    source: 'page',
    kinds: ['ai-text'],
  },
};

const PARENT = 'authenticity-lens';

/** Creates the menus; called on install and update (menus persist, so not on every start). */
export async function createContextMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: PARENT,
    title: 'Authenticity Lens',
    contexts: ['selection', 'page'],
  });
  for (const [id, action] of Object.entries(MENU)) {
    browser.contextMenus.create({
      id,
      parentId: PARENT,
      title: action.title,
      contexts: action.contexts,
    });
  }
}

export function listenToContextMenus(): void {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    const action = MENU[String(info.menuItemId)];
    if (!action || tab?.id === undefined) return;
    void triggerTextCheck(tab.id, action.source, action.kinds);
  });
}
