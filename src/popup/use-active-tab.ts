import { useEffect, useState } from 'preact/hooks';
import { browser, type Tabs } from '../platform/browser.ts';

export interface ActiveTab {
  tabId: number | undefined;
  /** Bumped when the tab finished loading another page: what it shows has changed. */
  loads: number;
}

/**
 * The active tab of the window this page is in, followed as the user switches tabs (a side panel
 * stays open across them). Undefined until known, and when `follow` is false.
 */
export function useActiveTab(follow: boolean): ActiveTab {
  const [tab, setTab] = useState<ActiveTab>({ tabId: undefined, loads: 0 });
  useEffect(() => {
    if (!follow) return;
    let windowId: number | undefined;
    let tabId: number | undefined;
    const show = (id: number | undefined): void => {
      tabId = id;
      setTab((previous) => ({ tabId: id, loads: previous.loads }));
    };
    const onActivated = (info: Tabs.OnActivatedActiveInfoType): void => {
      if (windowId === undefined || info.windowId === windowId) show(info.tabId);
    };
    const onUpdated = (id: number, change: Tabs.OnUpdatedChangeInfoType): void => {
      if (id === tabId && change.status === 'complete') {
        setTab((previous) => ({ tabId: id, loads: previous.loads + 1 }));
      }
    };
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    void browser.tabs.query({ active: true, currentWindow: true }).then(([active]) => {
      windowId = active?.windowId;
      show(active?.id);
    });
    return () => {
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
    };
  }, [follow]);
  return tab;
}
