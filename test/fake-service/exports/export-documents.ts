import { wordSpans } from '../content/word-spans.ts';
import { isoTime } from '../core/iso-time.ts';
import { scoreOf, type PlagiarismResult } from '../scans/plagiarism-results.ts';
import type { ScanRecord } from '../scans/scan-store.ts';
import { pdfReport } from './pdf-report.ts';

const EMPTY = { chars: { starts: [], lengths: [] }, words: { starts: [], lengths: [] } };

/** The exported data of one result: its statistics and the matched range in the scanned text. */
export function resultDocument(scan: ScanRecord, result: PlagiarismResult) {
  const words = wordSpans(scan.text ?? '');
  const first = words[result.wordStart];
  const last = words[result.wordStart + result.wordCount - 1];
  const chars =
    first && last
      ? { starts: [first.start], lengths: [last.start + last.length - first.start] }
      : { starts: [], lengths: [] };
  const range = { chars, words: { starts: [result.wordStart], lengths: [result.wordCount] } };
  return {
    id: result.id,
    statistics: {
      identical: result.identicalWords,
      minorChanges: result.similarWords,
      relatedMeaning: result.paraphrasedWords,
    },
    text: {
      value: (scan.text ?? '').slice(
        chars.starts[0] ?? 0,
        (chars.starts[0] ?? 0) + (chars.lengths[0] ?? 0),
      ),
      pages: { startPosition: [0] },
      comparison: {
        identical: { source: range, suggested: range },
        minorChanges: { source: EMPTY, suggested: EMPTY },
        relatedMeaning: { source: EMPTY, suggested: EMPTY },
      },
    },
    version: 3,
  };
}

/** The crawled version: the text (and HTML when the page was HTML) the scan compared. */
export function crawledVersion(scan: ScanRecord) {
  return {
    metadata: { words: scan.totalWords ?? 0, excluded: 0 },
    text: { value: scan.text ?? '', pages: { startPosition: [0] } },
    ...(scan.html !== undefined ? { html: { value: scan.html } } : {}),
    version: 3,
  };
}

export function scanPdf(scan: ScanRecord): Buffer {
  const score = scoreOf(scan.results, scan.totalWords ?? 0);
  const title = scan.body.properties.pdf?.title ?? 'Plagiarism report';
  return pdfReport([
    title,
    '',
    `Scan id: ${scan.scanId}`,
    `URL: ${scan.body.url}`,
    `Created: ${isoTime(scan.createdAt)}`,
    `Words: ${scan.totalWords ?? 0}`,
    `Aggregated score: ${score.aggregatedScore}%`,
    '',
    ...scan.results.map((r) => `${r.id}  ${r.matchedWords} words  ${r.url ?? r.scanId ?? ''}`),
  ]);
}
