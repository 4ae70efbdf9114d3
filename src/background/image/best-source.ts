import type { TabFrame } from '../../shared/frames/tab-frame.ts';
import { askTab } from '../tabs/ask-tab.ts';

/**
 * The address to check for an image the user pointed at: the right-click menu gives the file on
 * screen, which a srcset or <picture> may offer much larger (a 600 px candidate on a phone-sized
 * layout, 1600 px available). The page knows; when it cannot be asked, the address stays.
 */
export async function bestImageSource(frame: TabFrame, src: string): Promise<string> {
  if (!/^https?:/.test(src)) return src;
  const best = await askTab(frame, 'content/best-image-source', { src });
  return best.ok ? best.value.src : src;
}
