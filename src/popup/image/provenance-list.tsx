import type { JSX } from 'preact';
import type { Translator } from '../../shared/i18n/translator.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/** Content credentials the service found in the file (imageInfo.metadata). */
export interface ProvenanceMetadata {
  issuedBy?: string;
  appOrDeviceUsed?: string;
  issuedTime?: string;
  contentSummary?: string;
}

/** The time the language's way when it parses; the raw text otherwise. */
function readableTime({ date }: Translator, value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime())
    ? value
    : date(time, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Provenance metadata as a definition list; nothing when no field is present. */
export function ProvenanceList({
  metadata,
}: {
  metadata: ProvenanceMetadata | undefined;
}): JSX.Element | null {
  const translator = useT();
  const { t } = translator;
  const { issuedBy, appOrDeviceUsed, issuedTime, contentSummary } = metadata ?? {};
  if (!issuedBy && !appOrDeviceUsed && !issuedTime && !contentSummary) return null;
  return (
    <section class="provenance" data-testid="provenance">
      <h2>{t('image_contentCredentials')}</h2>
      <dl>
        {issuedBy && (
          <>
            <dt>{t('image_issuedBy')}</dt>
            <dd data-testid="provenance-issued-by">{issuedBy}</dd>
          </>
        )}
        {appOrDeviceUsed && (
          <>
            <dt>{t('image_appOrDevice')}</dt>
            <dd data-testid="provenance-app">{appOrDeviceUsed}</dd>
          </>
        )}
        {issuedTime && (
          <>
            <dt>{t('image_issued')}</dt>
            <dd>
              <time dateTime={issuedTime} data-testid="provenance-time">
                {readableTime(translator, issuedTime)}
              </time>
            </dd>
          </>
        )}
        {contentSummary && (
          <>
            <dt>{t('image_howMade')}</dt>
            <dd data-testid="provenance-summary">{contentSummary}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
