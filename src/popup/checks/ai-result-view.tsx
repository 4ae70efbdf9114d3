import type { JSX } from 'preact';
import type { TextDetectionResult } from '../../api/endpoints/text-detection-result.ts';
import { readAiShare } from '../../shared/text-checks/ai-verdict.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { aiSections } from '../../shared/checks/text-results.ts';
import { countWords } from '../../shared/text/count-words.ts';
import { describePages, pagesOf } from '../../shared/pdf/pdf-layout.ts';
import { AiPhrasesView } from './ai-phrases-view.tsx';
import { AiShareBar } from './ai-share-bar.tsx';
import { MarkedText, MarkKey } from './marked-text.tsx';
import { ResultMeta } from './result-meta.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';

const VERDICTS = {
  ai: 'checks_verdictAi',
  human: 'checks_verdictHuman',
  mixed: 'checks_verdictMixed',
} as const;

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
  const translator = useT();
  const { t, plural } = translator;
  const sections = aiSections(result);
  const aiCount = sections.filter((s) => s.ai).length;
  const reading = readAiShare(result.summary.ai, countWords(check.input));
  const pageStarts = check.source.pdfPageStarts;
  return (
    <div class="ai-result">
      <AiShareBar ai={result.summary.ai} />
      <p data-testid="ai-verdict" data-verdict={reading.verdict}>
        {t(VERDICTS[reading.verdict])}
      </p>
      {reading.caution === 'short' && (
        <p class="notice" data-testid="inconclusive">
          {t('checks_inconclusiveShort')}
        </p>
      )}
      <p class="muted" data-testid="section-count">
        {plural('checks_sectionCount', sections.length, aiCount)}
      </p>
      {pageStarts && aiCount > 0 && (
        <p data-testid="ai-pages">
          {t(
            'checks_pdfPages',
            describePages(
              translator,
              sections.filter((s) => s.ai).flatMap((s) => pagesOf(pageStarts, s.start, s.length)),
            ),
          )}
        </p>
      )}
      <MarkedText
        label={t('checks_markedAi')}
        text={check.input}
        marks={sections.map((s) => ({
          start: s.start,
          length: s.length,
          className: s.ai ? 'section-ai' : 'section-human',
          title: t(s.ai ? 'kind_ai' : 'kind_human'),
        }))}
      />
      <MarkKey
        entries={[
          { className: 'section-ai', name: t('kind_ai') },
          { className: 'section-human', name: t('kind_human') },
        ]}
      />
      <AiPhrasesView check={check} result={result} sections={sections} />
      <ResultMeta check={check} modelVersion={result.modelVersion} />
    </div>
  );
}
