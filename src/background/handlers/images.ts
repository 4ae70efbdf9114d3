import { askTab } from '../tabs/ask-tab.ts';
import { registry } from './router.ts';
import { pageOf, resolveTabId } from '../tabs/tab-pages.ts';
import { appError, err, ok } from '../../core/errors.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { paintImageObjects } from '../image/paint-image-objects.ts';
import { imageAddressVerdict } from '../../shared/image/image-address.ts';
import type { PageImage } from '../../shared/messages/index.ts';
import { surveyFrames } from '../sources/survey-frames.ts';

/**
 * The images of the page and of the frames in it the extension may read (each named with its
 * frame, so it is checked and painted there), and how many frames it may not read.
 */
registry.register('images/list', async ({ tabId }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const survey = await surveyFrames(tab.value);
  const frames = survey?.frames ?? [{ frameId: 0, probe: undefined }];
  const { pageUrl } = await pageOf(tab.value);
  const images: PageImage[] = [];
  let tooSmall = 0;
  for (const { frameId, probe } of frames) {
    const frame = { tabId: tab.value, frameId, url: probe?.url };
    const listed = await askTab(frame, 'content/list-images', {});
    // The top frame's failure is the answer (a browser page); a frame's is left out.
    if (!listed.ok) {
      if (frameId === 0) return listed;
      continue;
    }
    // The content script filters already; the list is shown in an extension page, so again here,
    // against the address of the page the image is on.
    const onPage = frameId === 0 ? pageUrl : probe?.url;
    for (const image of listed.value.images) {
      if (!imageAddressVerdict(image.src, onPage).ok) continue;
      if (images.some((i) => i.src === image.src)) continue;
      images.push(frameId === 0 ? image : { ...image, frameId, frameUrl: probe?.url });
    }
    tooSmall += listed.value.tooSmall;
  }
  const unreadable = survey?.unreadable;
  return ok({
    images,
    tooSmall,
    ...(unreadable && unreadable.count > 0 ? { unreadableFrames: unreadable } : {}),
  });
});

registry.register('images/show-objects', async ({ id, objects }) => {
  const check = await (await openHistoryStore()).getOf('object-detection', id);
  if (!check) return err(appError('not-found', 'This check is no longer in history.'));
  return paintImageObjects(check, objects);
});
