/**
 * Whether a page read earlier is still as it was, asked of the page instead of reading it again.
 * Anything but a clear yes (no map kept, no script, a refusal) is no: the caller reads again.
 */
import type { TabFrame } from '../../shared/frames/tab-frame.ts';
import { askTab } from '../tabs/ask-tab.ts';

export async function pageUnchanged(frame: TabFrame, textId: string): Promise<boolean> {
  if (!textId) return false;
  const asked = await askTab(frame, 'content/text-unchanged', { textId });
  return asked.ok && asked.value.unchanged;
}
