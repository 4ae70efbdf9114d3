import { askTab } from '../content-script.ts';
import { registry } from '../router.ts';
import { resolveTabId } from '../tabs.ts';

registry.register('images/list', async ({ tabId }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  return askTab(tab.value, 'content/list-images', {});
});
