import { headerRecord } from '../delivery/outbound-http.ts';
import type { DeliveryJob } from '../delivery/webhook-delivery.ts';
import { isoTime } from '../core/iso-time.ts';
import { resultItem, scoreOf, type PlagiarismResult } from './plagiarism-results.ts';
import type { SourceMetadata } from './scan-source.ts';
import type { ScanRecord } from './scan-store.ts';

export type StatusName = 'completed' | 'error' | 'creditsChecked' | 'indexed';

/** Numeric status values from the webhook docs. */
const STATUS_VALUES: Record<StatusName, number> = {
  completed: 0,
  error: 1,
  creditsChecked: 2,
  indexed: 3,
};

function developerPayload(scan: ScanRecord): string {
  return scan.properties.developerPayload ?? '';
}

/** A status webhook job: {STATUS} substituted, custom headers attached. */
export function statusJob(
  scan: ScanRecord,
  status: StatusName,
  extra: Record<string, unknown>,
): DeliveryJob {
  const webhooks = scan.properties.webhooks;
  return {
    kind: 'status',
    scanId: scan.scanId,
    url: webhooks.status.replaceAll('{STATUS}', status),
    headers: headerRecord(webhooks.statusHeaders ?? webhooks.statusHeader),
    payload: { status: STATUS_VALUES[status], developerPayload: developerPayload(scan), ...extra },
  };
}

/** metadata: finalUrl and canonicalUrl for a URL scan, filename (and no finalUrl) for a file. */
export function scannedDocument(scan: ScanRecord, metadata: SourceMetadata) {
  return {
    scanId: scan.scanId,
    totalWords: scan.totalWords ?? 0,
    totalExcluded: 0,
    credits: scan.credits ?? 0,
    expectedCredits: scan.credits ?? 0,
    creationTime: isoTime(scan.createdAt),
    metadata,
    enabled: {
      plagiarismDetection: true,
      aiDetection: scan.properties.aiGeneratedText?.detect ?? false,
      explainableAi: scan.properties.aiGeneratedText?.explain?.enable ?? false,
      writingFeedback: false,
      pdfReport: scan.properties.pdf?.create ?? false,
      cheatDetection: scan.properties.cheatDetection,
      aiSourceMatch: scan.properties.aiSourceMatch?.enable ?? false,
    },
    detectedLanguage: 'en',
  };
}

export function resultsBlock(results: PlagiarismResult[], totalWords: number) {
  return {
    internet: results.filter((r) => r.kind === 'internet').map(resultItem),
    database: results.filter((r) => r.kind === 'database').map(resultItem),
    batch: [],
    repositories: [],
    score: scoreOf(results, totalWords),
  };
}

/** One newResult call per result, the score being the aggregate so far. */
export function newResultJobs(scan: ScanRecord): DeliveryJob[] {
  const webhooks = scan.properties.webhooks;
  if (!webhooks.newResult) return [];
  const url = webhooks.newResult;
  const headers = headerRecord(webhooks.newResultHeaders ?? webhooks.newResultHeader);
  return scan.results.map((result, index) => ({
    kind: 'newResult',
    scanId: scan.scanId,
    url,
    headers,
    payload: {
      score: {
        aggregatedScore: scoreOf(scan.results.slice(0, index + 1), scan.totalWords ?? 0)
          .aggregatedScore,
      },
      developerPayload: developerPayload(scan),
      internet: result.kind === 'internet' ? [resultItem(result)] : [],
      database: result.kind === 'database' ? [resultItem(result)] : [],
      batch: [],
      repositories: [],
    },
  }));
}
