import { browser } from '../../platform/browser.ts';
import { googleDocAt, type GoogleDoc } from '../../shared/google-docs/google-doc.ts';
import { DOCS_HOSTS } from '../../shared/google-docs/google-doc.ts';

/** The Google Doc a tab shows, by its address (given, or asked of the tab). */
export async function docShownIn(
  tabId: number,
  knownUrl?: string,
): Promise<(GoogleDoc & { url: string }) | undefined> {
  const url = knownUrl ?? (await browser.tabs.get(tabId).catch(() => undefined))?.url;
  const doc = googleDocAt(url, DOCS_HOSTS);
  return doc && url ? { ...doc, url } : undefined;
}

/** Whether `url` is a Google Doc in this build. */
export const isDocUrl = (url: string | undefined): boolean => !!googleDocAt(url, DOCS_HOSTS);
