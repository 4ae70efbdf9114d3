import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import { FRAME_ACCESS_CODE } from '../shared/frames/frame-refusal.ts';
import { requestSiteAccess } from '../platform/host-permission.ts';
import { useT } from '../ui/i18n/translated-page.tsx';

/**
 * For text in a frame of a site the extension may not read: asks the browser for access to that
 * one site (during this click, as the browser requires), then reads the page again.
 */
export function FrameAccessAction({
  error,
  onGranted,
}: {
  error: AppError;
  onGranted: () => void;
}): JSX.Element | null {
  const { t } = useT();
  const [refused, setRefused] = useState(false);
  const site = error.code === FRAME_ACCESS_CODE ? error.site : undefined;
  if (!site || !URL.canParse(site)) return null;
  const host = new URL(site).host;

  // Started with `void` by the page: shows its own refusal; a throw reaches the page's log.
  const allow = async (): Promise<void> => {
    if (!(await requestSiteAccess(site))) return setRefused(true);
    onGranted();
  };

  return (
    <p>
      <button type="button" data-testid="allow-frame-site" onClick={() => void allow()}>
        {t('popup_allowSite', host)}
      </button>
      {refused && <span class="muted"> {t('popup_accessNotGranted')}</span>}
    </p>
  );
}
