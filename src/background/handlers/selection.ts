import { askTab } from '../tab-messaging.ts';
import { registry } from '../router.ts';
import { resolveTabId } from '../tabs.ts';

registry.register('selection/get', async ({ tabId }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  return askTab(tab.value, 'content/get-selection', {});
});
