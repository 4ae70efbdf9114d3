import type { JSX } from 'preact';
import type { TextDetectionResult } from '../../api/endpoints/text-detection-result.ts';
import { readAiShare } from '../../shared/checks/ai-verdict.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { aiSections } from '../../shared/checks/text-results.ts';
import { countWords } from '../../shared/text/merge-ai-results.ts';
import { describePages, pagesOf } from '../../shared/pdf/pdf-layout.ts';
import { AiPhrasesView } from './ai-phrases-view.tsx';
import { AiShareBar } from './ai-share-bar.tsx';
import { MarkedText, MarkKey } from './marked-text.tsx';
import { ResultMeta } from './result-meta.tsx';

const VERDICTS = {
  ai: 'Most of this text reads as AI-written.',
  human: 'Most of this text reads as human-written.',
  mixed: 'Inconclusive: the text mixes passages that read as AI-written and as human-written.',
};

/**
 * AI detection result: the share, how to read it, each section marked in the text, and the AI
 * phrases that gave it away.
 */
export function AiResultView({
  check,
  result,
}: {
  check: CheckRecord;
  result: TextDetectionResult;
}): JSX.Element {
  const sections = aiSections(result);
  const aiCount = sections.filter((s) => s.ai).length;
  const reading = readAiShare(result.summary.ai, countWords(check.input));
  const pageStarts = check.source.pdfPageStarts;
  return (
    <div class="ai-result">
      <AiShareBar ai={result.summary.ai} />
      <p data-testid="ai-verdict" data-verdict={reading.verdict}>
        {VERDICTS[reading.verdict]}
      </p>
      {reading.caution === 'short' && (
        <p class="notice" data-testid="inconclusive">
          Inconclusive: short texts give the detector little to go on. Check a longer passage for a
          firmer answer.
        </p>
      )}
      <p class="muted" data-testid="section-count">
        {aiCount} of {sections.length} section{sections.length === 1 ? '' : 's'} AI-written
      </p>
      {pageStarts && aiCount > 0 && (
        <p data-testid="ai-pages">
          In the PDF: on{' '}
          {describePages(
            sections.filter((s) => s.ai).flatMap((s) => pagesOf(pageStarts, s.start, s.length)),
          )}
          .
        </p>
      )}
      <MarkedText
        label="with AI-written sections marked"
        text={check.input}
        marks={sections.map((s) => ({
          start: s.start,
          length: s.length,
          className: s.ai ? 'section-ai' : 'section-human',
          title: s.ai ? 'AI-written' : 'Human-written',
        }))}
      />
      <MarkKey
        entries={[
          { className: 'section-ai', name: 'AI-written' },
          { className: 'section-human', name: 'Human-written' },
        ]}
      />
      <AiPhrasesView check={check} result={result} sections={sections} />
      <ResultMeta check={check} modelVersion={result.modelVersion} />
    </div>
  );
}
