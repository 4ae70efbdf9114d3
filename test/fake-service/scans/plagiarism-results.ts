import { digest, round4, SeededRandom } from '../core/deterministic.ts';
import type { WordRange } from './passage-matches.ts';

/** A result tag as the completed and newResult webhooks list it. */
export interface ResultTag {
  code: string;
  title: string;
  description: string;
}

/** A matched source, plus the word ranges it matches in the scanned text. */
export interface PlagiarismResult {
  id: string;
  kind: 'internet' | 'database';
  title: string;
  introduction: string;
  url?: string;
  scanId?: string;
  matchedWords: number;
  identicalWords: number;
  similarWords: number;
  paraphrasedWords: number;
  totalWords: number;
  /** The matched runs, in the scanned text's words. */
  scannedRanges: WordRange[];
  /**
   * Set for a page of the fake internet: its text and the same runs in its words (parallel to
   * scannedRanges). Unset for a made-up result, whose text is the matched part of the scan.
   */
  corpus?: { pageId: string; text: string; ranges: WordRange[] };
  tags: ResultTag[];
}

/** A stable 10-hex-digit id, like the service's result ids. */
function resultId(scanId: string, text: string, index: number): string {
  return digest('result', scanId, text, String(index)).toString('hex').slice(0, 10);
}

/**
 * Made-up sources derived from the text, for text the fake internet does not hold: 0–3
 * internet results (sandbox always gives the same two). Sources are example.org addresses,
 * never fetched.
 */
export function plagiarismResults(
  scanId: string,
  text: string,
  totalWords: number,
  sandbox: boolean,
): PlagiarismResult[] {
  const random = new SeededRandom('plagiarism', sandbox ? 'sandbox' : text);
  const count = totalWords === 0 ? 0 : sandbox ? 2 : random.int(0, 3);
  const results: PlagiarismResult[] = [];
  for (let index = 0; index < count; index += 1) {
    const wordCount = Math.max(1, Math.min(totalWords, random.int(5, 60)));
    const wordStart = random.int(0, totalWords - wordCount);
    const identical = Math.ceil(wordCount * 0.6);
    const similar = Math.floor((wordCount - identical) / 2);
    results.push({
      id: resultId(scanId, text, index),
      kind: index === 2 ? 'database' : 'internet',
      title: sandbox ? `Sandbox source ${index + 1}` : `Matching source ${index + 1}`,
      introduction: 'A page that shares wording with the scanned text.',
      ...(index === 2
        ? { scanId: `db-${resultId(scanId, text, index)}` }
        : { url: `https://example.org/source-${index + 1}` }),
      matchedWords: wordCount,
      identicalWords: identical,
      similarWords: similar,
      paraphrasedWords: wordCount - identical - similar,
      totalWords: wordCount + random.int(50, 500),
      scannedRanges: [{ start: wordStart, length: wordCount }],
      tags: [],
    });
  }
  return results;
}

/** The aggregate score block: matched words over the text's words. */
export function scoreOf(results: PlagiarismResult[], totalWords: number) {
  const identicalWords = results.reduce((n, r) => n + r.identicalWords, 0);
  const minorChangedWords = results.reduce((n, r) => n + r.similarWords, 0);
  const relatedMeaningWords = results.reduce((n, r) => n + r.paraphrasedWords, 0);
  const matched = Math.min(totalWords, identicalWords + minorChangedWords + relatedMeaningWords);
  return {
    identicalWords,
    minorChangedWords,
    relatedMeaningWords,
    aggregatedScore: totalWords === 0 ? 0 : round4((100 * matched) / totalWords),
  };
}

/** The result item as the completed and newResult webhooks show it. */
export function resultItem(result: PlagiarismResult) {
  return {
    id: result.id,
    title: result.title,
    introduction: result.introduction,
    matchedWords: result.matchedWords,
    identicalWords: result.identicalWords,
    similarWords: result.similarWords,
    paraphrasedWords: result.paraphrasedWords,
    totalWords: result.totalWords,
    ...(result.url ? { url: result.url } : {}),
    ...(result.scanId ? { scanId: result.scanId } : {}),
    metadata: {},
    tags: result.tags,
  };
}
