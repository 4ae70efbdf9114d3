import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import { requestOrigins } from '../../platform/host-permission.ts';
import { DOC_ACCESS_CODE } from '../../shared/google-docs/doc-export.ts';
import { docsAccessPatterns } from '../../shared/google-docs/google-doc.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/**
 * For a Doc whose export Docs answered from another of its addresses: asks the browser, during
 * this click as it requires, for access to Google Docs and its download servers, so the worker
 * can read the export itself. The user then checks again.
 */
export function DocAccessAction({ error }: { error: AppError }): JSX.Element | null {
  const { t } = useT();
  const [answer, setAnswer] = useState<'granted' | 'refused' | undefined>(undefined);
  const origins = error.code === DOC_ACCESS_CODE && error.site && docsAccessPatterns(error.site);
  if (!origins) return null;

  // Started with `void` by the page; a refusal or an unaskable prompt reads as "not granted".
  const allow = async (): Promise<void> => {
    setAnswer((await requestOrigins(origins)) ? 'granted' : 'refused');
  };

  return (
    <p data-testid="doc-access">
      {answer === 'granted' ? (
        <span>{t('popup_docsAllowed')}</span>
      ) : (
        <button type="button" data-testid="allow-docs" onClick={() => void allow()}>
          {t('popup_allowDocs')}
        </button>
      )}
      {answer === 'refused' && <span class="muted"> {t('popup_accessNotGranted')}</span>}
    </p>
  );
}
