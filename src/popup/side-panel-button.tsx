import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { canOpenSidePanel, currentWindowId, openSidePanel } from '../platform/side-panel.ts';
import { IconButton } from './icon-button.tsx';
import { log } from './popup-log.ts';
import { useT } from '../ui/i18n/translated-page.tsx';

/** A window with a panel on its right. */
const PANEL =
  'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm2 0v14h9V5zm11 0v14h3V5z';

/**
 * Docks the popup beside the page (Chromium's side panel, Firefox's sidebar), where results stay
 * in view while the page is read and the popup would have closed. Absent where neither exists.
 */
export function SidePanelButton(): JSX.Element | null {
  const { t } = useT();
  const [windowId, setWindowId] = useState<number | undefined>();
  const available = canOpenSidePanel();
  useEffect(() => {
    // Known before the click: the panel must open with nothing awaited in the click handler.
    if (available) void currentWindowId().then(setWindowId);
  }, [available]);
  if (!available) return null;
  return (
    <IconButton
      label={t('popup_openSidePanel')}
      testId="open-side-panel"
      path={PANEL}
      onClick={() =>
        void openSidePanel(windowId).then(
          () => window.close(),
          (error: unknown) => log.warn('side-panel', 'The side panel did not open', error),
        )
      }
    />
  );
}
