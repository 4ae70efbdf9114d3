import type { UrlScanCheck } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import type { MatchKind } from '../scans/url-scan-result.ts';
import { html, type SafeHtml } from './escape-html.ts';
import { percentText } from './report-numbers.ts';

const MATCH_WORDS: Record<
  MatchKind,
  'scans_identical' | 'scans_minorChanges' | 'scans_relatedMeaning'
> = {
  identical: 'scans_identical',
  'minor-changes': 'scans_minorChanges',
  'related-meaning': 'scans_relatedMeaning',
};

/**
 * A plagiarism scan: its score, the sources and the passages they matched (addresses as text),
 * and where the service's own PDF is.
 */
export function scanPart(record: UrlScanCheck, t: Translator): SafeHtml {
  const result = record.result;
  if (!result) return html``;
  const titleOf = new Map(result.sources.map((s) => [s.id, s.title ?? s.url ?? s.id]));
  const passages = result.passages ?? [];
  return html`<p data-testid="report-scan-score">
      <strong
        >${t.t('report_scanScore', percentText(t, Math.round(result.aggregatedScore) / 100))}</strong
      >
    </p>
    <dl class="facts">
      <dt>${t.t('scans_identical')}</dt>
      <dd>${t.number(result.identicalWords)}</dd>
      <dt>${t.t('scans_minorChanges')}</dt>
      <dd>${t.number(result.minorChangedWords)}</dd>
      <dt>${t.t('scans_relatedMeaning')}</dt>
      <dd>${t.number(result.relatedMeaningWords)}</dd>
      ${
        result.totalWords !== undefined &&
        html`<dt>${t.t('scans_wordsScanned')}</dt>
          <dd>${t.number(result.totalWords)}</dd>`
      }
    </dl>
    ${result.aiDetection && html`<p>${t.t('scans_aiShare', percentText(t, result.aiDetection.ai))}</p>`}
    <h3>${t.t('report_sourcesHeading')}</h3>
    ${
      result.sources.length === 0
        ? html`<p>${t.t('report_notGiven')}</p>`
        : html`<table data-testid="report-sources">
            <thead>
              <tr>
                <th scope="col">${t.t('report_colSource')}</th>
                <th scope="col">${t.t('report_colWords')}</th>
              </tr>
            </thead>
            <tbody>
              ${result.sources.map(
                (s) =>
                  html`<tr>
                    <td>
                      ${s.title ?? s.id}${s.url && html`<br /><span class="address">${s.url}</span>`}${s.aiSource && html` (${t.t('scans_aiSource')})`}
                    </td>
                    <td class="num">
                      ${s.matchedWords === undefined ? t.t('report_notGiven') : t.number(s.matchedWords)}
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    ${
      passages.length > 0 &&
      html`<h3>${t.t('report_passagesHeading')}</h3>
        <table data-testid="report-passages">
          <thead>
            <tr>
              <th scope="col">${t.t('report_colPassage')}</th>
              <th scope="col">${t.t('report_colMatch')}</th>
              <th scope="col">${t.t('report_colSource')}</th>
            </tr>
          </thead>
          <tbody>
            ${passages.map(
              (p) =>
                html`<tr>
                  <td>
                    ${p.quote ?? (p.inText ? record.input.slice(p.start, p.start + p.length) : '')}
                  </td>
                  <td>${t.t(MATCH_WORDS[p.match])}</td>
                  <td>${titleOf.get(p.sourceId) ?? p.sourceId}</td>
                </tr>`,
            )}
          </tbody>
        </table>`
    }
    <p class="muted">${t.t('report_scanPdf')}</p>`;
}
