/**
 * The popup works on the active tab. Opened as a page with `?tab=ID` (a pinned window, the
 * end-to-end tests) it works on that tab instead.
 */
export function targetTabFromLocation(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('tab');
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}
