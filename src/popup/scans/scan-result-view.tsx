import { webLink } from '../../shared/net/web-link.ts';
import type { JSX } from 'preact';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { UrlScanResult } from '../../shared/scans/url-scan-result.ts';
import { routeOf } from '../../shared/scans/scan-route.ts';
import { ScanPassagesView } from './scan-passages-view.tsx';

const percent = (share: number): string => `${Math.round(share * 100)}%`;
const score = (value: number): string => `${Math.round(value * 10) / 10}%`;
const SOURCES_SHOWN = 8;
/** Scan counts are words, and say so. */
const words = (n: number): string => `${n.toLocaleString('en')} word${n === 1 ? '' : 's'}`;

/** A finished scan: how much of the page is found elsewhere, where, alerts and the AI part. */
export function ScanResultView({
  check,
  result,
}: {
  check: UrlScanCheck;
  result: UrlScanResult;
}): JSX.Element {
  const { sandbox, aiTextDetection: askedAi } = check.settings;
  const route = routeOf(check).route;
  const scanned =
    route === 'url'
      ? 'the page'
      : check.source.origin === 'selection'
        ? 'the selection'
        : check.source.origin === 'pasted'
          ? 'the pasted text'
          : check.source.unpainted === 'google-doc'
            ? 'the document'
            : 'the text';
  return (
    <div class="scan-result">
      <p class="share-figure">
        <strong data-testid="scan-score">{score(result.aggregatedScore)}</strong> of {scanned}{' '}
        matches other sources
      </p>
      <dl class="scan-words" data-testid="scan-words">
        <dt>Identical</dt>
        <dd data-testid="scan-identical">{words(result.identicalWords)}</dd>
        <dt>Minor changes</dt>
        <dd data-testid="scan-minor">{words(result.minorChangedWords)}</dd>
        <dt>Related meaning</dt>
        <dd data-testid="scan-related">{words(result.relatedMeaningWords)}</dd>
        {result.totalWords !== undefined && (
          <>
            <dt>Words scanned</dt>
            <dd>{words(result.totalWords)}</dd>
          </>
        )}
      </dl>
      {result.aiDetection ? (
        <p data-testid="scan-ai">
          <strong>{percent(result.aiDetection.ai)}</strong> of the text AI-written
        </p>
      ) : (
        askedAi && (
          <p class="muted" data-testid="scan-ai-none">
            {sandbox
              ? 'AI detection is not simulated in sandbox mode.'
              : 'No AI detection result came with this scan.'}
          </p>
        )
      )}
      <h2>
        Sources found: <span data-testid="scan-source-count">{result.sources.length}</span>
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
                <span>{source.title ?? `${source.kind} result`}</span>
              )}
              {source.matchedWords !== undefined && (
                <span class="muted"> · {source.matchedWords} words</span>
              )}
              {source.aiSource && (
                <span
                  class="tag"
                  data-testid="scan-ai-source"
                  title="The service found this source is likely AI-written itself (AI Source Match)."
                >
                  AI source
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
              <strong>{alert.title ?? alert.code ?? 'Alert'}</strong>
              {alert.message && <span> — {alert.message}</span>}
            </li>
          ))}
        </ul>
      )}
      <p class="muted meta" data-testid="scan-meta">
        {sandbox ? (
          <span>Sandbox: mock result, no credits spent</span>
        ) : (
          result.credits !== undefined && (
            <span>
              {result.credits} credit{result.credits === 1 ? '' : 's'}
            </span>
          )
        )}
      </p>
    </div>
  );
}
