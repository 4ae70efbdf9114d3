import { digest } from '../core/deterministic.ts';
import { FAKE_INTERNET, type FakeWebPage } from './fake-internet.ts';
import { comparableWords, sharedRuns } from './passage-matches.ts';
import type { PlagiarismResult, ResultTag } from './plagiarism-results.ts';

/**
 * The tag an AI-written source carries when the scan enables AI Source Match. The docs name the
 * feature but not the result's field names; `tags` items already have {code, title, description}
 * in the completed webhook, so the double puts it there with a code of its own choosing.
 */
export const AI_SOURCE_MATCH_TAG: ResultTag = {
  code: 'ai-source-match',
  title: 'AI Source Match',
  description: 'This source is likely AI-generated.',
};

/** Each page's comparable words, worked out once. */
const PAGE_WORDS = new Map<string, string[]>(
  FAKE_INTERNET.map((page) => [page.id, comparableWords(page.text)]),
);

function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

function pageResult(
  scanId: string,
  page: FakeWebPage,
  pageWords: string[],
  runs: ReturnType<typeof sharedRuns>,
  aiSourceMatch: boolean,
): PlagiarismResult {
  const matched = runs.reduce((n, run) => n + run.scanned.length, 0);
  return {
    id: digest('corpus-result', scanId, page.id).toString('hex').slice(0, 10),
    kind: 'internet',
    title: page.title,
    introduction: firstSentence(page.text),
    url: page.url,
    matchedWords: matched,
    identicalWords: matched,
    similarWords: 0,
    paraphrasedWords: 0,
    totalWords: pageWords.length,
    scannedRanges: runs.map((run) => run.scanned),
    corpus: { pageId: page.id, text: page.text, ranges: runs.map((run) => run.source) },
    tags: aiSourceMatch && page.aiWritten ? [AI_SOURCE_MATCH_TAG] : [],
  };
}

/**
 * The fake internet's pages that share a run of 8+ words with the text, each with all its runs;
 * most matched words first. Empty when no page matches.
 */
export function corpusResults(
  scanId: string,
  text: string,
  aiSourceMatch: boolean,
): PlagiarismResult[] {
  const scanned = comparableWords(text);
  const results: PlagiarismResult[] = [];
  for (const page of FAKE_INTERNET) {
    const pageWords = PAGE_WORDS.get(page.id) ?? [];
    const runs = sharedRuns(scanned, pageWords);
    if (runs.length > 0) results.push(pageResult(scanId, page, pageWords, runs, aiSourceMatch));
  }
  // A stable sort keeps FAKE_INTERNET's order between equal counts.
  return results.sort((a, b) => b.matchedWords - a.matchedWords);
}
