import { askTab } from '../tab-messaging.ts';
import { registry } from '../router.ts';
import { pageOf, resolveTabId } from '../tabs.ts';
import { appError, err, ok } from '../../core/errors.ts';
import { openHistoryStore } from '../history/history-store.ts';
import { paintImageObjects } from '../images/paint-image-objects.ts';
import { imageAddressVerdict } from '../../shared/image/image-address.ts';

registry.register('images/list', async ({ tabId }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const listed = await askTab(tab.value, 'content/list-images', {});
  if (!listed.ok) return listed;
  // The content script filters already; the list is shown in an extension page, so again here.
  const { pageUrl } = await pageOf(tab.value);
  const images = listed.value.images.filter((i) => imageAddressVerdict(i.src, pageUrl).ok);
  return ok({ ...listed.value, images });
});

registry.register('images/show-objects', async ({ id, objects }) => {
  const check = await (await openHistoryStore()).getOf('object-detection', id);
  if (!check) return err(appError('not-found', 'This check is no longer in history.'));
  return paintImageObjects(check, objects);
});
