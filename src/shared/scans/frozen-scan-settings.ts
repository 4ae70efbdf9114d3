import * as v from 'valibot';
import { ScanSettingsSchema } from './scan-settings.ts';

/**
 * The settings a scan was submitted with, kept in its record: the scan options plus sandbox
 * mode, without the relay address (that may change while the scan runs).
 */
export const FrozenScanSettingsSchema = v.object({
  ...v.omit(ScanSettingsSchema, ['relayUrl']).entries,
  sandbox: v.boolean(),
});
export type FrozenScanSettings = v.InferOutput<typeof FrozenScanSettingsSchema>;
