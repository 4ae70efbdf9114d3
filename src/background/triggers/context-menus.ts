import { browser } from '../../platform/browser.ts';
import { webSearchCostLabel } from '../../shared/checks/image-card.ts';
import { effectiveSettings, watchEffectiveSettings } from '../account/effective-settings.ts';
import type { TextCheckKind } from '../../shared/checks/check-record.ts';
import type { TextSource } from '../../shared/messages/text.ts';
import { triggerImageTextScan, triggerSelectionScan, triggerUrlScan } from './trigger-scans.ts';
import { triggerImageCheck, triggerTextCheck, type MenuClick } from './trigger-checks.ts';
import { logIfRejected } from '../stores/log-failure.ts';
import { DOCS_HOSTS } from '../sources/docs-hosts.ts';

interface MenuAction {
  title: string;
  contexts: ['selection'] | ['page'];
  source: TextSource;
  kinds: TextCheckKind[];
  /** Shown only on documents at these addresses. */
  documentUrlPatterns?: string[];
}

/** PDFs the browser shows in its own viewer, by address. */
const PDF_ADDRESSES = ['*://*/*.pdf', '*://*/*.pdf?*', '*://*/*.PDF', 'file:///*.pdf'];

/** Google Docs documents (their text is read from Docs' export), in this build's Docs hosts. */
const DOC_ADDRESSES = DOCS_HOSTS.map((h) => `${h.protocol}//${h.hostname}/document/*`);

/** An item with its own action on the tab, rather than a text check. */
interface RunAction {
  /** A function when the title says the cost, which depends on sandbox mode. */
  title: string | ((sandbox: boolean) => string);
  contexts: ['page'] | ['image'] | ['selection'];
  run: (tabId: number, click: MenuClick) => Promise<void>;
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
  // The PDF's own text, read from the file (the viewer's page has none of its own).
  'check-pdf-ai': {
    title: 'Check this PDF for AI writing',
    contexts: ['page'],
    source: 'page',
    kinds: ['ai-text'],
    documentUrlPatterns: PDF_ADDRESSES,
  },
  // Docs draws its own menu over the document; the browser's shows around it (and on Firefox
  // with Shift). Both checks at once: people come to a Doc to ask both.
  'check-doc': {
    title: 'Check this Google Doc for AI writing and moderation',
    contexts: ['page'],
    source: 'page',
    kinds: ['ai-text', 'moderation'],
    documentUrlPatterns: DOC_ADDRESSES,
  },
  'check-image': {
    title: 'Check image for AI generation',
    contexts: ['image'],
    run: (tabId, click) => triggerImageCheck(tabId, click),
  },
  'find-image-on-web': {
    // The cost before anything is sent: this click sends it.
    title: (sandbox) => `Find this image on the web (${webSearchCostLabel(sandbox)})`,
    contexts: ['image'],
    run: (tabId, click) => triggerImageCheck(tabId, click, ['image-plagiarism']),
  },
  // Both questions people ask of an image, from one click, in one card.
  'check-image-and-web': {
    title: (sandbox) =>
      `Check for AI and find on the web (web search: ${webSearchCostLabel(sandbox)})`,
    contexts: ['image'],
    run: (tabId, click) => triggerImageCheck(tabId, click, ['ai-image', 'image-plagiarism']),
  },
  'scan-page-plagiarism': {
    title: 'Scan this page for plagiarism',
    contexts: ['page'],
    run: triggerUrlScan,
  },
  // Sent as a file: the service cannot fetch a selection by address.
  'scan-selection-plagiarism': {
    title: 'Check this text for plagiarism',
    contexts: ['selection'],
    run: triggerSelectionScan,
  },
  'scan-image-text-plagiarism': {
    title: 'Check image text for plagiarism',
    contexts: ['image'],
    run: triggerImageTextScan,
  },
};

const PARENT = 'authenticity-lens';

const titleOf = (action: MenuAction | RunAction, sandbox: boolean): string =>
  typeof action.title === 'function' ? action.title(sandbox) : action.title;

/** Creates the menus; called on install and update (menus persist, so not on every start). */
export async function createContextMenus(): Promise<void> {
  const { sandbox } = (await effectiveSettings()).settings;
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
      title: titleOf(action, sandbox),
      contexts: action.contexts,
      ...('documentUrlPatterns' in action && action.documentUrlPatterns
        ? { documentUrlPatterns: action.documentUrlPatterns }
        : {}),
    });
  }
}

async function retitle(sandbox: boolean): Promise<void> {
  for (const [id, action] of Object.entries(MENU)) {
    if (typeof action.title === 'function') {
      await browser.contextMenus.update(id, { title: action.title(sandbox) });
    }
  }
}

export function listenToContextMenus(): void {
  // Titles that say a cost follow sandbox mode.
  watchEffectiveSettings(({ settings }) =>
    logIfRejected('menus', 'Updating the menu titles', retitle(settings.sandbox)),
  );
  browser.contextMenus.onClicked.addListener((info, tab) => {
    const action = MENU[String(info.menuItemId)];
    if (!action || tab?.id === undefined) return;
    const run =
      'run' in action
        ? action.run(tab.id, info)
        : triggerTextCheck(tab.id, action.source, action.kinds, info);
    logIfRejected('menus', `Menu item "${titleOf(action, false)}"`, run);
  });
}
