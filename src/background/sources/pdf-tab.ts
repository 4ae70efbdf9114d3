import { browser } from '../../platform/browser.ts';
import { isPdfUrl } from './pdf-address.ts';
import type { FrameSurvey } from './frame-survey.ts';

/**
 * The PDF a tab shows in the browser's viewer, if it shows one: by its address (`….pdf`), or by
 * its document's type where our script could ask it (Chromium's viewer of a PDF served at any
 * address). Firefox's viewer lets no script in, and tells by the address only.
 */
export async function pdfShownIn(
  tabId: number,
  survey: FrameSurvey | undefined,
): Promise<{ url: string; title: string } | undefined> {
  const top = survey?.frames.find((f) => f.frameId === 0)?.probe;
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  const url = tab?.url ?? top?.url;
  if (!url) return undefined;
  const pdf = top?.contentType === 'application/pdf' || isPdfUrl(url);
  return pdf ? { url, title: tab?.title ?? '' } : undefined;
}
