/** Asks the service to export a finished scan to the relay. Browser-free, like scan-submission. */
import type { ApiClient, ExportOutcome } from '../../api/index.ts';
import type { Result } from '../../core/errors.ts';
import { deriveHookSecret } from '../../relay-protocol/hook-secret.ts';
import { exportTargets } from '../../relay-protocol/relay-urls.ts';
import type { RelayAccess } from '../relay-client/relay-reader.ts';

/** Delivery retries the service makes per piece; the relay may be restarting. */
const EXPORT_RETRIES = 5;

export interface ExportRequestInput {
  scanId: string;
  exportId: string;
  resultIds: readonly string[];
  pdf: boolean;
  relay: RelayAccess;
}

/** Results, crawled version and (when the scan made one) the PDF report, plus the completion webhook. */
export async function requestScanExport(
  client: ApiClient,
  input: ExportRequestInput,
): Promise<Result<ExportOutcome>> {
  const secret = await deriveHookSecret(input.relay.token, input.scanId);
  const targets = exportTargets(input.relay.baseUrl, input.scanId, secret, input.exportId, {
    resultIds: input.resultIds,
    pdf: input.pdf,
    // Every export delivery takes custom headers: the secret goes there, not in the URLs.
    secretInHeader: true,
  });
  return client.exportScan(input.scanId, input.exportId, {
    ...targets,
    maxRetries: EXPORT_RETRIES,
  });
}
