import type { Translator } from '../shared/i18n/translator.ts';

/** How long something has been going, in the words a progress line uses: "8 s", "2 min 05 s". */
export function formatElapsed(ms: number, { t, number }: Translator): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const twoDigits = (value: number): string => number(value, { minimumIntegerDigits: 2 });
  if (seconds < 60) return t('popup_elapsedSeconds', seconds);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('popup_elapsedMinutes', minutes, twoDigits(seconds % 60));
  return t('popup_elapsedHours', Math.floor(minutes / 60), twoDigits(minutes % 60));
}
