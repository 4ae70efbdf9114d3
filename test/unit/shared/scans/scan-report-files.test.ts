import { describe, expect, it } from 'vitest';
import { reportFilename } from '../../../../src/shared/scans/report-filename.ts';
import { scanResultsFile } from '../../../../src/popup/scans/scan-results-file.ts';
import type { UrlScanResult } from '../../../../src/shared/scans/url-scan-result.ts';
import { urlScanCheck } from '../../../support/check-records.ts';

const created = Date.UTC(2026, 10, 25, 21, 0);

describe('reportFilename', () => {
  it('names a report after the page’s host and the day it was scanned', () => {
    expect(reportFilename('https://news.example.com/a/b?c=1', created, 'pdf')).toBe(
      'plagiarism-report-news.example.com-2026-11-25.pdf',
    );
    expect(reportFilename('not an address', created, 'json')).toBe(
      'plagiarism-report-page-2026-11-25.json',
    );
  });
});

describe('scanResultsFile', () => {
  it('holds what was scanned, when, and the result, without the service’s internals', () => {
    const result: UrlScanResult = {
      aggregatedScore: 21.6,
      identicalWords: 36,
      minorChangedWords: 11,
      relatedMeaningWords: 12,
      totalWords: 273,
      sources: [
        {
          id: 'r1',
          kind: 'internet',
          title: 'Source',
          url: 'https://a.example/x',
          matchedWords: 59,
          introduction: 'not kept',
        },
      ],
      alerts: [{ category: 2, code: 'suspected-ai-text', title: 'AI', message: 'm', severity: 1 }],
      aiDetection: { ai: 0.51, human: 0.49 },
      credits: 2,
    };
    const check = urlScanCheck({
      createdAt: created,
      source: { url: 'https://example.com/a', title: 'A page', origin: 'url' },
      result,
    });
    const file = JSON.parse(scanResultsFile(check, result)) as Record<string, unknown>;
    expect(file).toEqual({
      page: 'https://example.com/a',
      title: 'A page',
      scannedAt: '2026-11-25T21:00:00.000Z',
      sandbox: false,
      matchedPercent: 21.6,
      words: { identical: 36, minorChanges: 11, relatedMeaning: 12, total: 273 },
      aiWrittenShare: 0.51,
      sources: [
        { title: 'Source', url: 'https://a.example/x', kind: 'internet', matchedWords: 59 },
      ],
      alerts: [{ code: 'suspected-ai-text', title: 'AI', message: 'm' }],
      credits: 2,
    });
  });
});
