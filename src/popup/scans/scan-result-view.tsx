import { webLink } from '../../shared/net/web-link.ts';
import type { JSX } from 'preact';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { SOURCE_KINDS, UrlScanResult } from '../../shared/scans/url-scan-result.ts';
import type { MessageKey } from '../../shared/i18n/translator.ts';
import { routeOf } from '../../shared/scans/scan-route.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { ScanPassagesView } from './scan-passages-view.tsx';
import { SLOT, withSlot } from './with-slot.tsx';

const SOURCES_SHOWN = 8;

/** A source with neither title nor address, named by where the service found it. */
const SOURCE_KIND_NAMES: Record<(typeof SOURCE_KINDS)[number], MessageKey> = {
  internet: 'scans_sourceInternet',
  database: 'scans_sourceDatabase',
  batch: 'scans_sourceBatch',
  repositories: 'scans_sourceRepositories',
};

/** A finished scan: how much of the page is found elsewhere, where, alerts and the AI part. */
export function ScanResultView({
  check,
  result,
}: {
  check: UrlScanCheck;
  result: UrlScanResult;
}): JSX.Element {
  const { t, plural, number } = useT();
  const { sandbox, aiTextDetection: askedAi } = check.settings;
  const route = routeOf(check).route;
  const share: MessageKey =
    route === 'url'
      ? 'scans_shareOfPage'
      : check.source.origin === 'selection'
        ? 'scans_shareOfSelection'
        : check.source.origin === 'pasted'
          ? 'scans_shareOfPasted'
          : check.source.unpainted === 'google-doc'
            ? 'scans_shareOfDocument'
            : 'scans_shareOfText';
  /** Scan counts are words, and say so. */
  const words = (n: number): string => plural('scans_words', n);
  // The service's score is 0–100 with decimals; the AI share is 0–1.
  const score = number(result.aggregatedScore / 100, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return (
    <div class="scan-result">
      <p class="share-figure">
        {withSlot(t(share, SLOT), <strong data-testid="scan-score">{score}</strong>)}
      </p>
      <dl class="scan-words" data-testid="scan-words">
        <dt>{t('scans_identical')}</dt>
        <dd data-testid="scan-identical">{words(result.identicalWords)}</dd>
        <dt>{t('scans_minorChanges')}</dt>
        <dd data-testid="scan-minor">{words(result.minorChangedWords)}</dd>
        <dt>{t('scans_relatedMeaning')}</dt>
        <dd data-testid="scan-related">{words(result.relatedMeaningWords)}</dd>
        {result.totalWords !== undefined && (
          <>
            <dt>{t('scans_wordsScanned')}</dt>
            <dd>{words(result.totalWords)}</dd>
          </>
        )}
      </dl>
      {result.aiDetection ? (
        <p data-testid="scan-ai">
          {withSlot(
            t('scans_aiShare', SLOT),
            <strong>
              {number(result.aiDetection.ai, { style: 'percent', maximumFractionDigits: 0 })}
            </strong>,
          )}
        </p>
      ) : (
        askedAi && (
          <p class="muted" data-testid="scan-ai-none">
            {t(sandbox ? 'scans_aiNotSimulated' : 'scans_aiNoResult')}
          </p>
        )
      )}
      <h2>
        {withSlot(
          t('scans_sourcesFound', SLOT),
          <span data-testid="scan-source-count">{number(result.sources.length)}</span>,
        )}
      </h2>
      {result.sources.length > 0 && (
        <ol class="scan-sources" data-testid="scan-sources">
          {result.sources.slice(0, SOURCES_SHOWN).map((source) => (
            <li key={source.id}>
              {webLink(source.url) ? (
                <a href={webLink(source.url)} target="_blank" rel="noopener noreferrer">
                  {source.title ?? source.url}
                </a>
              ) : (
                <span>{source.title ?? t(SOURCE_KIND_NAMES[source.kind])}</span>
              )}
              {source.matchedWords !== undefined && (
                <span class="muted"> · {words(source.matchedWords)}</span>
              )}
              {source.aiSource && (
                <span class="tag" data-testid="scan-ai-source" title={t('scans_aiSourceTitle')}>
                  {t('scans_aiSource')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <ScanPassagesView check={check} result={result} />
      {result.alerts.length > 0 && (
        <ul class="scan-alerts" data-testid="scan-alerts">
          {result.alerts.map((alert, i) => (
            <li key={`${alert.code ?? ''}-${i}`} data-code={alert.code}>
              <strong>{alert.title ?? alert.code ?? t('scans_alert')}</strong>
              {alert.message && <span> — {alert.message}</span>}
            </li>
          ))}
        </ul>
      )}
      <p class="muted meta" data-testid="scan-meta">
        {sandbox ? (
          <span>{t('scans_sandboxMock')}</span>
        ) : (
          result.credits !== undefined && <span>{plural('scans_credits', result.credits)}</span>
        )}
      </p>
    </div>
  );
}
