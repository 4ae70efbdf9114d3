import * as v from 'valibot';
import { ScanSettingsSchema } from './scan-settings.ts';

/**
 * The settings a scan was submitted with, kept in its record: the scan options plus sandbox
 * mode and whether to explain AI results, without the relay address (that may change while the scan runs).
 */
export const FrozenScanSettingsSchema = v.object({
  ...v.omit(ScanSettingsSchema, ['relayUrl']).entries,
  sandbox: v.boolean(),
  /**
   * "Explain AI results" (settings.ts `explainAi`), so the service's AI detection in the scan
   * (and its PDF report) names the AI phrases. Absent in scans sent before it existed: off.
   */
  explainAi: v.optional(v.boolean()),
});
export type FrozenScanSettings = v.InferOutput<typeof FrozenScanSettingsSchema>;
