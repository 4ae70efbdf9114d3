import type { Translator } from '../i18n/translator.ts';

/** "63 %", "63%": a share (0–1) the reader's way, to a whole percent, as the popup says it. */
export const percentText = (t: Translator, share: number): string =>
  t.number(Math.round(share * 100) / 100, { style: 'percent' });
