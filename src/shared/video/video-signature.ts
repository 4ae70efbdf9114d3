import type { Translator } from '../i18n/translator.ts';
import type { VideoProvenance } from './video-findings.ts';

/** The time the language's way when it parses; the file's own text otherwise. */
function readableTime({ date }: Translator, value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime())
    ? value
    : date(time, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Who signed a video's content credentials, when, or both: one whole sentence each way, so word
 * order follows the language. The popup and a report say it alike.
 */
export function videoSignature(
  translator: Translator,
  { issuer, signedAt }: VideoProvenance,
): string | undefined {
  const { t } = translator;
  const on = signedAt ? readableTime(translator, signedAt) : undefined;
  if (issuer && on) return t('video_signedByOn', issuer, on);
  if (issuer) return t('video_signedBy', issuer);
  if (on) return t('video_signedOn', on);
  return undefined;
}
