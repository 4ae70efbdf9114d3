import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { requestSiteAccess } from '../../platform/host-permission.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/**
 * For an image its site would not let us read: asks the browser for access to that one site
 * (during this click, as the browser requires), then checks the image again.
 */
export function HostAccessAction({
  check,
  onRerun,
}: {
  check: CheckRecord;
  onRerun: (group: CheckGroup) => void;
}): JSX.Element | null {
  const [refused, setRefused] = useState(false);
  const { t } = useT();
  if (!URL.canParse(check.input)) return null;
  const host = new URL(check.input).host;

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const allow = async (): Promise<void> => {
    if (!(await requestSiteAccess(check.input))) return setRefused(true);
    const again = await sendToBackground('checks/rerun', { ids: [check.id] });
    if (again.ok) onRerun(again.value);
  };

  return (
    <p>
      <button type="button" data-testid="allow-image-site" onClick={() => void allow()}>
        {t('checks_allowImageSite', host)}
      </button>
      {refused && <span class="muted"> {t('checks_accessRefused')}</span>}
    </p>
  );
}
