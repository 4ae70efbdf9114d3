import { browser } from '../platform/browser.ts';
import type { TextCheckKind } from '../shared/checks/check-record.ts';
import type { TextSource } from '../shared/messages/text.ts';
import { triggerUrlScan } from './scans/trigger-url-scan.ts';
import { triggerImageCheck, triggerTextCheck } from './triggers.ts';
import { logIfRejected } from './log/log-failure.ts';

interface MenuAction {
  title: string;
  contexts: ['selection'] | ['page'];
  source: TextSource;
  kinds: TextCheckKind[];
}

/** An item with its own action on the tab, rather than a text check. */
interface RunAction {
  title: string;
  contexts: ['page'] | ['image'];
  run: (
    tabId: number,
    click: { srcUrl?: string | undefined; pageUrl?: string | undefined },
  ) => Promise<void>;
}

/** Menu items by id. The ids are stable: Chrome keeps created menus across worker restarts. */
const MENU: Record<string, MenuAction | RunAction> = {
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
  'check-image': {
    title: 'Check image for AI generation',
    contexts: ['image'],
    run: (tabId, click) =>
      click.srcUrl ? triggerImageCheck(tabId, click.srcUrl, click.pageUrl) : Promise.resolve(),
  },
  'scan-page-plagiarism': {
    title: 'Scan this page for plagiarism',
    contexts: ['page'],
    run: triggerUrlScan,
  },
};

const PARENT = 'authenticity-lens';

/** Creates the menus; called on install and update (menus persist, so not on every start). */
export async function createContextMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: PARENT,
    title: 'Authenticity Lens',
    contexts: ['selection', 'page', 'image'],
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
    const run =
      'run' in action
        ? action.run(tab.id, info)
        : triggerTextCheck(tab.id, action.source, action.kinds);
    logIfRejected('menus', `Menu item "${action.title}"`, run);
  });
}
