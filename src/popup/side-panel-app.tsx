import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { App } from './app.tsx';
import { askOnOpening, type OpeningAnswers } from './opening-questions.ts';
import { useActiveTab } from './use-active-tab.ts';
import { useT } from '../ui/i18n/translated-page.tsx';

/**
 * The popup docked beside the page (side panel, sidebar): the same screens, for the window's
 * active tab as the user moves between tabs, or for `fixedTabId` when opened with `?tab=`. It
 * stays open while the user selects text on the page, so it asks again for the selection (and
 * the account) whenever it gets the focus back, and when the tab loads another page.
 */
export function SidePanelApp({ fixedTabId }: { fixedTabId: number | undefined }): JSX.Element {
  const { t } = useT();
  const active = useActiveTab(fixedTabId === undefined);
  const tabId = fixedTabId ?? active.tabId;
  const [focused, setFocused] = useState(0);
  useEffect(() => {
    const again = (): void => setFocused((n) => n + 1);
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, []);
  const [opening, setOpening] = useState<OpeningAnswers | undefined>();
  useEffect(() => {
    // Asking sends messages: an effect, not a render-time memo, so each change asks once.
    if (tabId !== undefined) setOpening(askOnOpening(tabId));
  }, [tabId, focused, active.loads]);
  if (!opening) return <p class="muted">{t('popup_findingTab')}</p>;
  return <App targetTabId={tabId} opening={opening} view="side-panel" />;
}
