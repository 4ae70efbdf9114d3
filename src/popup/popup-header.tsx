import type { JSX } from 'preact';
import { browser } from '../platform/browser.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import { CreditsBalance } from './scans/credits-balance.tsx';
import { IconButton } from './icon-button.tsx';
import { SidePanelButton } from './side-panel-button.tsx';

const GEAR =
  'M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 0 0 1.7 1L11 21h4l.4-2.9a7.4 7.4 0 0 0 1.7-1l2.5 1 2-3.5zM12 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z';

/**
 * One line: the name, sandbox mode when on, the balance, the way to the side panel (from the
 * popup, not when already docked) and the way to the settings.
 */
export function PopupHeader({
  sandbox,
  docked,
}: {
  sandbox: boolean;
  docked: boolean;
}): JSX.Element {
  const { t } = useT();
  return (
    <header class="popup-header">
      <h1>{t('extName')}</h1>
      {sandbox && (
        <span class="badge" title={t('popup_sandboxHint')}>
          {t('popup_sandbox')}
        </span>
      )}
      <span class="header-space" />
      <CreditsBalance />
      {!docked && <SidePanelButton />}
      <IconButton
        label={t('popup_settings')}
        testId="open-settings"
        path={GEAR}
        onClick={() => void browser.runtime.openOptionsPage()}
      />
    </header>
  );
}
