import type { ScanProperties } from '../../api/endpoints/scan-properties.ts';
import type { FrozenScanSettings } from '../../shared/scans/frozen-scan-settings.ts';

export interface ScanHooks {
  /** Status webhook with the literal {STATUS} placeholder. */
  status: string;
  newResult: string;
  /** Header pairs sent with both (the relay's hook secret, kept out of the URLs). */
  headers?: [string, string][];
}

/** 0 scan now; 1 only tell what it would cost (creditsChecked). */
export type SubmitAction = 0 | 1;

/**
 * The `properties` of a URL submission from the user's scan settings. Only what the user chose
 * is sent; everything else keeps the service's defaults. The client validates the result.
 */
export function buildScanProperties(
  settings: FrozenScanSettings,
  hooks: ScanHooks,
  action: SubmitAction,
  timeZone: string | undefined,
): ScanProperties {
  const exclusions = Object.fromEntries(
    Object.entries(settings.exclude).filter(([, on]) => on),
  ) as NonNullable<ScanProperties['exclude']>;
  const { minCopiedWords, ...switches } = settings.filters;
  return {
    action,
    sandbox: settings.sandbox,
    webhooks: {
      status: hooks.status,
      newResult: hooks.newResult,
      ...(hooks.headers ? { statusHeaders: hooks.headers, newResultHeaders: hooks.headers } : {}),
    },
    sensitivityLevel: settings.sensitivityLevel,
    cheatDetection: settings.cheatDetection,
    aiGeneratedText: {
      detect: settings.aiTextDetection,
      ...(settings.aiTextDetection && settings.explainAi ? { explain: { enable: true } } : {}),
    },
    ...(settings.pdfReport ? { pdf: { create: true } } : {}),
    ...(settings.aiSourceMatch ? { aiSourceMatch: { enable: true } } : {}),
    ...(Object.keys(exclusions).length > 0 ? { exclude: exclusions } : {}),
    filters: { ...switches, ...(minCopiedWords === undefined ? {} : { minCopiedWords }) },
    ...(timeZone ? { scanTimeZone: timeZone } : {}),
  };
}
