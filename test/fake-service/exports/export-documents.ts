import { wordSpans } from '../content/word-spans.ts';
import { isoTime } from '../core/iso-time.ts';
import { scoreOf, type PlagiarismResult } from '../scans/plagiarism-results.ts';
import type { WordRange } from '../scans/passage-matches.ts';
import { sourceLine } from '../scans/scan-source.ts';
import type { ScanRecord } from '../scans/scan-store.ts';
import { pdfReport } from './pdf-report.ts';

const EMPTY = { chars: { starts: [], lengths: [] }, words: { starts: [], lengths: [] } };

/** Word ranges of a text as the export's {chars, words} arrays; chars span whole words exactly. */
function positions(text: string, ranges: readonly WordRange[]) {
  const words = wordSpans(text);
  const chars = { starts: [] as number[], lengths: [] as number[] };
  const wordRanges = { starts: [] as number[], lengths: [] as number[] };
  for (const range of ranges) {
    const first = words[range.start];
    const last = words[range.start + range.length - 1];
    if (!first || !last) continue;
    chars.starts.push(first.start);
    chars.lengths.push(last.start + last.length - first.start);
    wordRanges.starts.push(range.start);
    wordRanges.lengths.push(range.length);
  }
  return { chars, words: wordRanges };
}

/**
 * The result's own text and its matched ranges in it. A fake-internet page gives its text; a
 * made-up result has none of its own, so its text is the matched part of the scan (one range,
 * which then starts at its first word).
 */
function resultText(scanText: string, result: PlagiarismResult) {
  if (result.corpus) return { value: result.corpus.text, ranges: result.corpus.ranges };
  const [range] = result.scannedRanges;
  const matched = range ? positions(scanText, [range]) : undefined;
  const start = matched?.chars.starts[0] ?? 0;
  const value = scanText.slice(start, start + (matched?.chars.lengths[0] ?? 0));
  return { value, ranges: range ? [{ start: 0, length: range.length }] : [] };
}

/**
 * The exported data of one result. In `comparison`, as the public docs name them, `source` is
 * where the match is in the scanned document and `suspected` where it is in the result's text.
 */
export function resultDocument(scan: ScanRecord, result: PlagiarismResult) {
  const scanText = scan.text ?? '';
  const own = resultText(scanText, result);
  return {
    id: result.id,
    statistics: {
      identical: result.identicalWords,
      minorChanges: result.similarWords,
      relatedMeaning: result.paraphrasedWords,
    },
    text: {
      value: own.value,
      pages: { startPosition: [0] },
      comparison: {
        identical: {
          source: positions(scanText, result.scannedRanges),
          suspected: positions(own.value, own.ranges),
        },
        minorChanges: { source: EMPTY, suspected: EMPTY },
        relatedMeaning: { source: EMPTY, suspected: EMPTY },
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
  const title = scan.properties.pdf?.title ?? 'Plagiarism report';
  return pdfReport([
    title,
    '',
    `Scan id: ${scan.scanId}`,
    sourceLine(scan.source),
    `Created: ${isoTime(scan.createdAt)}`,
    `Words: ${scan.totalWords ?? 0}`,
    `Aggregated score: ${score.aggregatedScore}%`,
    '',
    ...scan.results.map((r) => `${r.id}  ${r.matchedWords} words  ${r.url ?? r.scanId ?? ''}`),
  ]);
}
