/** The `tabId` a message to the worker names: none means the popup's own (active) tab. */
export function tabTarget(tabId: number | undefined): { tabId?: number } {
  return tabId === undefined ? {} : { tabId };
}
