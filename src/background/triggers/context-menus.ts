import { browser } from '../../platform/browser.ts';
import { oneAtATime } from '../../core/one-at-a-time.ts';
import { WEB_SEARCH_CREDITS } from '../../shared/checks/image-card.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';
import { effectiveSettings, watchEffectiveSettings } from '../settings/effective-settings.ts';
import type { TextCheckKind } from '../../shared/checks/check-record.ts';
import type { TextSource } from '../../shared/text/text-source.ts';
import {
  triggerDocumentScan,
  triggerImageTextScan,
  triggerSelectionScan,
  triggerUrlScan,
} from './trigger-scans.ts';
import {
  triggerDocumentCheck,
  triggerImageCheck,
  triggerTextCheck,
  triggerVideoCheck,
  type MenuClick,
} from './trigger-checks.ts';
import { logIfRejected } from '../stores/log-failure.ts';
import { DOCS_HOSTS } from '../../shared/google-docs/google-doc.ts';

/** An item's words, in the worker's language; a cost follows sandbox mode. */
type Title = (t: Translator, sandbox: boolean) => string;

interface MenuAction {
  title: Title;
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
  title: Title;
  contexts: ['page'] | ['image'] | ['selection'] | ['video'] | ['link'];
  run: (tabId: number, click: MenuClick) => Promise<void>;
}

/** Menu items by id. The ids are stable: Chrome keeps created menus across worker restarts. */
const MENU: Record<string, MenuAction | RunAction> = {
  'check-selection': {
    title: (t) => t.t('menu_checkTextAll'),
    contexts: ['selection'],
    source: 'selection',
    kinds: ['ai-text', 'moderation'],
  },
  'check-selection-ai': {
    title: (t) => t.t('menu_checkTextAi'),
    contexts: ['selection'],
    source: 'selection',
    kinds: ['ai-text'],
  },
  'check-selection-moderation': {
    title: (t) => t.t('menu_moderateText'),
    contexts: ['selection'],
    source: 'selection',
    kinds: ['moderation'],
  },
  'check-page-ai': {
    title: (t) => t.t('menu_checkPageAi'),
    contexts: ['page'],
    source: 'page',
    kinds: ['ai-text'],
  },
  // The PDF's own text, read from the file (the viewer's page has none of its own).
  'check-pdf-ai': {
    title: (t) => t.t('menu_checkPdfAi'),
    contexts: ['page'],
    source: 'page',
    kinds: ['ai-text'],
    documentUrlPatterns: PDF_ADDRESSES,
  },
  // Docs draws its own menu over the document; the browser's shows around it (and on Firefox
  // with Shift). Both checks at once: people come to a Doc to ask both.
  'check-doc': {
    title: (t) => t.t('menu_checkDocAll'),
    contexts: ['page'],
    source: 'page',
    kinds: ['ai-text', 'moderation'],
    documentUrlPatterns: DOC_ADDRESSES,
  },
  'check-image': {
    title: (t) => t.t('menu_checkImageAi'),
    contexts: ['image'],
    run: (tabId, click) => triggerImageCheck(tabId, click),
  },
  'find-image-on-web': {
    // The cost before anything is sent: this click sends it.
    title: (t, sandbox) => t.t('menu_findImageOnWeb', webSearchCost(t, sandbox)),
    contexts: ['image'],
    run: (tabId, click) => triggerImageCheck(tabId, click, ['image-plagiarism']),
  },
  // Both questions people ask of an image, from one click, in one card.
  'check-image-and-web': {
    title: (t, sandbox) => t.t('menu_checkImageAndWeb', webSearchCost(t, sandbox)),
    contexts: ['image'],
    run: (tabId, click) => triggerImageCheck(tabId, click, ['ai-image', 'image-plagiarism']),
  },
  // The picture and the sound of a video; its result comes by webhook, minutes later.
  'check-video': {
    title: (t) => t.t('video_workerMenuCheck'),
    contexts: ['video'],
    run: (tabId, click) => triggerVideoCheck(tabId, click),
  },
  'scan-page-plagiarism': {
    title: (t) => t.t('menu_scanPage'),
    contexts: ['page'],
    run: triggerUrlScan,
  },
  // Sent as a file: the service cannot fetch a selection by address.
  'scan-selection-plagiarism': {
    title: (t) => t.t('menu_scanSelection'),
    contexts: ['selection'],
    run: triggerSelectionScan,
  },
  'scan-image-text-plagiarism': {
    title: (t) => t.t('menu_scanImageText'),
    contexts: ['image'],
    run: triggerImageTextScan,
  },
  // A link to a document (a submission in a learning platform, an attachment): the file's text.
  // On every link, with no address patterns: a platform's download links rarely end in the
  // file's extension (/download?id=3), and the bytes, not the address, say what a file is.
  'check-linked-document': {
    title: (t) => t.t('menu_checkLinkedDocument'),
    contexts: ['link'],
    run: (tabId, click) => triggerDocumentCheck(tabId, click, ['ai-text', 'moderation']),
  },
  // The file itself when the service takes its type, else its text (the popup says which).
  'scan-linked-document': {
    title: (t) => t.t('menu_scanLinkedDocument'),
    contexts: ['link'],
    run: triggerDocumentScan,
  },
};

const PARENT = 'authenticity-lens';

/** What a web search costs, said before the click that sends it. */
const webSearchCost = (t: Translator, sandbox: boolean): string =>
  sandbox ? t.t('cost_freeInSandbox') : t.plural('cost_credits', WEB_SEARCH_CREDITS);

const inTurn = oneAtATime<'menus'>();

/** Creates the menus; called on install and update (menus persist, so not on every start). */
export const createContextMenus = (): Promise<void> => inTurn('menus', makeMenus);

async function makeMenus(): Promise<void> {
  const { sandbox } = (await effectiveSettings()).settings;
  const t = await workerTranslator();
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: PARENT,
    title: t.t('extName'),
    contexts: ['selection', 'page', 'image', 'video', 'link'],
  });
  for (const [id, action] of Object.entries(MENU)) {
    browser.contextMenus.create({
      id,
      parentId: PARENT,
      title: action.title(t, sandbox),
      contexts: action.contexts,
      ...('documentUrlPatterns' in action && action.documentUrlPatterns
        ? { documentUrlPatterns: action.documentUrlPatterns }
        : {}),
    });
  }
}

/**
 * Titles follow the language and sandbox mode. Retitled where the menus exist; made anew where
 * they do not (a settings change before the install event made them, or a browser that dropped
 * them), in turn so that two quick changes never create the same item twice.
 */
const retitle = (sandbox: boolean): Promise<void> =>
  inTurn('menus', async () => {
    const t = await workerTranslator();
    try {
      for (const [id, action] of Object.entries(MENU))
        await browser.contextMenus.update(id, { title: action.title(t, sandbox) });
    } catch {
      await makeMenus();
    }
  });

export function listenToContextMenus(): void {
  // Titles follow the language, and those that say a cost follow sandbox mode.
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
    logIfRejected('menus', `Menu item "${String(info.menuItemId)}"`, run);
  });
}
