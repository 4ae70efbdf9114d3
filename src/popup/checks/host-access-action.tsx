import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { siteGrantable } from '../../shared/net/site-access.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { requestSiteAccess } from '../../platform/host-permission.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

const IMAGE_KINDS = new Set<CheckRecord['kind']>([
  'ai-image',
  'image-plagiarism',
  'object-detection',
]);

/**
 * For an image or a linked document its site would not let us read: asks the browser for access
 * to that one site (during this click, as the browser requires), then checks it again. The site
 * is the error's (the hop that failed, which may be a redirect's), else the check's input. A site
 * the browser cannot grant (plain http off this computer) is said so, with no button.
 */
export function HostAccessAction({
  check,
  ids = [check.id],
  onRerun,
  again,
}: {
  check: CheckRecord;
  /** The checks run again once allowed (a document's kinds, failed together); `check`'s own by default. */
  ids?: string[];
  onRerun?: (group: CheckGroup) => void;
  /** What to do once allowed in place of running the checks again (a scan starts anew). */
  again?: () => Promise<void>;
}): JSX.Element | null {
  const [refused, setRefused] = useState(false);
  const { t } = useT();
  const site = check.error?.site ?? check.input;
  if (!URL.canParse(site)) return null;
  const host = new URL(site).host;
  if (!siteGrantable(site)) {
    return (
      <p class="muted" data-testid="site-not-grantable">
        {t('checks_siteNotGrantable', host)}
      </p>
    );
  }
  const image = IMAGE_KINDS.has(check.kind);

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const allow = async (): Promise<void> => {
    if (!(await requestSiteAccess(site))) return setRefused(true);
    if (again) return again();
    const rerun = await sendToBackground('checks/rerun', { ids });
    if (rerun.ok) onRerun?.(rerun.value);
  };

  return (
    <p>
      <button
        type="button"
        data-testid={image ? 'allow-image-site' : 'allow-file-site'}
        onClick={() => void allow()}
      >
        {image ? t('checks_allowImageSite', host) : t('checks_allowFileSite', host)}
      </button>
      {refused && <span class="muted"> {t('checks_accessRefused')}</span>}
    </p>
  );
}
