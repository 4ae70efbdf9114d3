import type { JSX } from 'preact';
import type { Translator } from '../../shared/i18n/translator.ts';
import type { VideoProvenance as Provenance } from '../../shared/video/video-findings.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/** The time the language's way when it parses; the file's own text otherwise. */
function readableTime({ date }: Translator, value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime())
    ? value
    : date(time, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Who signed, when, or both: one whole sentence each way, so word order follows the language. */
function signature(translator: Translator, { issuer, signedAt }: Provenance): string | undefined {
  const { t } = translator;
  const on = signedAt ? readableTime(translator, signedAt) : undefined;
  if (issuer && on) return t('video_signedByOn', issuer, on);
  if (issuer) return t('video_signedBy', issuer);
  if (on) return t('video_signedOn', on);
  return undefined;
}

/**
 * The content credentials (C2PA) the file carried: "Made with …", "Signed by … on …". Nothing
 * when it carried none.
 */
export function VideoProvenance({
  provenance,
}: {
  provenance: Provenance | undefined;
}): JSX.Element | null {
  const translator = useT();
  const { t } = translator;
  if (!provenance) return null;
  const signed = signature(translator, provenance);
  if (!provenance.tool && !signed) return null;
  return (
    <section class="provenance" data-testid="video-provenance">
      <h2>{t('video_credentials')}</h2>
      {provenance.tool && (
        <p data-testid="video-made-with">{t('video_madeWith', provenance.tool)}</p>
      )}
      {signed && <p data-testid="video-signed">{signed}</p>}
    </section>
  );
}
