import type { ServiceState } from '../core/service-state.ts';
import { headerRecord } from '../delivery/outbound-http.ts';
import type { DeliveryJob } from '../delivery/webhook-delivery.ts';
import type { ScanRecord } from '../scans/scan-store.ts';
import { crawledVersion, resultDocument, scanPdf } from './export-documents.ts';
import type { ExportBody } from './export-schema.ts';

interface TaskReport {
  endpoint: string;
  isHealthy: boolean;
  httpStatusCode: number | null;
}

/**
 * Delivers every requested piece (each with up to maxRetries retries), then
 * POSTs the completion webhook. `completed` is true when every task succeeded.
 */
export async function runExport(
  state: ServiceState,
  scan: ScanRecord,
  body: ExportBody,
): Promise<void> {
  const attempts = body.maxRetries + 1;
  const jobs: DeliveryJob[] = body.results.map((target) => {
    const result = scan.results.find((r) => r.id === target.id);
    return {
      kind: 'exportResult',
      scanId: scan.scanId,
      url: target.endpoint,
      method: target.verb,
      headers: headerRecord(target.headers),
      payload: result ? resultDocument(scan, result) : {},
      maxAttempts: attempts,
    };
  });
  if (body.pdfReport) {
    jobs.push({
      kind: 'exportPdf',
      scanId: scan.scanId,
      url: body.pdfReport.endpoint,
      method: body.pdfReport.verb,
      headers: headerRecord(body.pdfReport.headers),
      payload: scanPdf(scan),
      contentType: 'application/pdf',
      maxAttempts: attempts,
    });
  }
  jobs.push({
    kind: 'exportCrawled',
    scanId: scan.scanId,
    url: body.crawledVersion.endpoint,
    method: body.crawledVersion.verb,
    headers: headerRecord(body.crawledVersion.headers),
    payload: crawledVersion(scan),
    maxAttempts: attempts,
  });
  const outcomes = await Promise.all(jobs.map((job) => state.delivery.deliver(job)));
  const tasks: TaskReport[] = jobs.map((job, index) => {
    const outcome = outcomes[index];
    return {
      endpoint: job.url,
      isHealthy: outcome?.ok ?? false,
      httpStatusCode: outcome?.ok ? (outcome.status ?? null) : null,
    };
  });
  await state.delivery.deliver({
    kind: 'exportCompleted',
    scanId: scan.scanId,
    url: body.completionWebhook,
    headers: headerRecord(body.completionWebhookHeaders),
    payload: {
      completed: tasks.every((task) => task.isHealthy),
      developerPayload: body.developerPayload ?? scan.properties.developerPayload ?? '',
      tasks,
    },
  });
}
