import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { UrlScanResult } from '../../shared/scans/url-scan-result.ts';

/**
 * A finished scan as a file of its own, for scans made without the service's PDF report: what
 * was scanned and when, and the result as the popup shows it.
 */
export function scanResultsFile(check: UrlScanCheck, result: UrlScanResult): string {
  return `${JSON.stringify(
    {
      page: check.input,
      title: check.source.title,
      scannedAt: new Date(check.createdAt).toISOString(),
      sandbox: check.settings['sandbox'] === true,
      matchedPercent: result.aggregatedScore,
      words: {
        identical: result.identicalWords,
        minorChanges: result.minorChangedWords,
        relatedMeaning: result.relatedMeaningWords,
        total: result.totalWords,
      },
      aiWrittenShare: result.aiDetection?.ai,
      sources: result.sources.map(({ title, url, kind, matchedWords }) => ({
        title,
        url,
        kind,
        matchedWords,
      })),
      alerts: result.alerts.map(({ code, title, message }) => ({ code, title, message })),
      credits: result.credits,
    },
    null,
    2,
  )}\n`;
}
