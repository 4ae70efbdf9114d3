import type { JSX } from 'preact';
import type { VideoProvenance as Provenance } from '../../shared/video/video-findings.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { videoSignature } from '../../shared/video/video-signature.ts';

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
  const signed = videoSignature(translator, provenance);
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
