import type { JSX } from 'preact';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/**
 * Paints a scan's passages on its page again, or clears them alone: they are a layer of their
 * own, so a check's marks there stay either way.
 */
export function PassagesOnPage({ check }: { check: UrlScanCheck }): JSX.Element | null {
  const { t } = useT();
  const { tabId } = check.source;
  if (tabId === undefined) return null;
  // Their failures are logged by the worker; the page simply shows no passages.
  return (
    <div class="buttons">
      <button
        type="button"
        class="secondary"
        data-testid="show-passages"
        onClick={() => void sendToBackground('checks/highlight', { ids: [check.id] })}
      >
        {t('checks_showOnPage')}
      </button>
      <button
        type="button"
        class="secondary"
        data-testid="clear-passages"
        onClick={() => void sendToBackground('checks/clear-highlights', { tabId, layer: 'scan' })}
      >
        {t('checks_clearFromPage')}
      </button>
    </div>
  );
}
