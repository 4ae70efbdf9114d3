import type { UrlScanCheck } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import type { MatchKind, ScanPassage, ScanSource } from '../scans/url-scan-result.ts';
import { markup, type SafeHtml } from './escape-html.ts';
import { percentText } from './report-numbers.ts';

const MATCH_WORDS: Record<
  MatchKind,
  'scans_identical' | 'scans_minorChanges' | 'scans_relatedMeaning'
> = {
  identical: 'scans_identical',
  'minor-changes': 'scans_minorChanges',
  'related-meaning': 'scans_relatedMeaning',
};

function sourcesTable(sources: readonly ScanSource[], t: Translator): SafeHtml {
  if (sources.length === 0) return markup`<p>${t.t('report_notGiven')}</p>`;
  const rows = sources.map((s) => {
    const words = s.matchedWords === undefined ? t.t('report_notGiven') : t.number(s.matchedWords);
    return markup`<tr><td>${s.title ?? s.id}${s.url && markup`<br><span class="address">${s.url}</span>`}${s.aiSource && markup` (${t.t('scans_aiSource')})`}</td><td class="num">${words}</td></tr>`;
  });
  return markup`<table data-testid="report-sources"><thead><tr><th scope="col">${t.t('report_colSource')}</th><th scope="col">${t.t('report_colWords')}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function passagesTable(
  record: UrlScanCheck,
  passages: readonly ScanPassage[],
  sources: readonly ScanSource[],
  t: Translator,
): SafeHtml {
  const titleOf = new Map(sources.map((s) => [s.id, s.title ?? s.url ?? s.id]));
  const rows = passages.map((p) => {
    const words = p.quote ?? (p.inText ? record.input.slice(p.start, p.start + p.length) : '');
    return markup`<tr><td>${words}</td><td>${t.t(MATCH_WORDS[p.match])}</td><td>${titleOf.get(p.sourceId) ?? p.sourceId}</td></tr>`;
  });
  return markup`<h3>${t.t('report_passagesHeading')}</h3><table data-testid="report-passages"><thead><tr><th scope="col">${t.t('report_colPassage')}</th><th scope="col">${t.t('report_colMatch')}</th><th scope="col">${t.t('report_colSource')}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * A plagiarism scan: its score, the sources and the passages they matched (addresses as text),
 * and where the service's own PDF is.
 */
export function scanPart(record: UrlScanCheck, t: Translator): SafeHtml {
  const result = record.result;
  if (!result) return markup``;
  const passages = result.passages ?? [];
  // The service's 0–100 score with its decimal, as the popup says it (21.6 %, not 22 %).
  const share = t.number(result.aggregatedScore / 100, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const score = t.t('report_scanScore', share);
  const total =
    result.totalWords !== undefined &&
    markup`<dt>${t.t('scans_wordsScanned')}</dt><dd>${t.number(result.totalWords)}</dd>`;
  return markup`<p data-testid="report-scan-score"><strong>${score}</strong></p>
<dl class="facts"><dt>${t.t('scans_identical')}</dt><dd>${t.number(result.identicalWords)}</dd><dt>${t.t('scans_minorChanges')}</dt><dd>${t.number(result.minorChangedWords)}</dd><dt>${t.t('scans_relatedMeaning')}</dt><dd>${t.number(result.relatedMeaningWords)}</dd>${total}</dl>
${result.aiDetection && markup`<p>${t.t('scans_aiShare', percentText(t, result.aiDetection.ai))}</p>`}
<h3>${t.t('report_sourcesHeading')}</h3>
${sourcesTable(result.sources, t)}
${passages.length > 0 && passagesTable(record, passages, result.sources, t)}
<p class="muted">${t.t('report_scanPdf')}</p>`;
}
