import type { TextCheck } from '../checks/check-record.ts';
import { readTextResult } from '../checks/text-results.ts';
import type { Translator } from '../i18n/translator.ts';
import { describePages, pagesOf } from '../pdf/pdf-layout.ts';
import { phraseTipIn } from '../text-checks/ai-phrases.ts';
import { readAiShare } from '../text-checks/ai-verdict.ts';
import { countWords } from '../text/count-words.ts';
import { markup, joinHtml, type SafeHtml } from './escape-html.ts';
import { flagName, markedText, markLegend } from './marked-text.ts';
import { CHECK_KIND_NAMES } from '../checks/check-kind-names.ts';
import { serviceFacts } from './report-facts.ts';
import { failedNote } from './failed-note.ts';
import { percentText } from './report-numbers.ts';
import { textFindings, type TextFindings } from './text-findings.ts';
import { textFingerprint } from './text-fingerprint.ts';

const VERDICTS = {
  ai: 'checks_verdictAi',
  human: 'checks_verdictHuman',
  mixed: 'checks_verdictMixed',
} as const;

/** "12–240": where a stretch is, as 1-based character positions. */
const rangeText = (t: Translator, start: number, length: number): string =>
  `${t.number(start + 1)}–${t.number(start + length)}`;

function aiPart(record: TextCheck, found: TextFindings, t: Translator): SafeHtml {
  const read = readTextResult(record);
  if (read?.kind !== 'ai-text') return markup``;
  const { result } = read;
  const reading = readAiShare(result.summary.ai, countWords(record.input));
  const pageStarts = record.source.pdfPageStarts;
  const text = record.input;
  return markup`<p data-testid="report-ai-share"><strong>${t.t('report_aiShare', percentText(t, result.summary.ai))}</strong></p>
<p>${t.t(VERDICTS[reading.verdict])}</p>
${reading.caution === 'short' && markup`<p>${t.t('checks_inconclusiveShort')}</p>`}
<h3>${t.t('report_sectionsHeading')}</h3>
<table data-testid="report-sections"><thead><tr><th scope="col">${t.t('report_colCharacters')}</th>${pageStarts && markup`<th scope="col">${t.t('report_pdfPages')}</th>`}<th scope="col">${t.t('report_colVerdict')}</th><th scope="col">${t.t('report_colProbability')}</th></tr></thead>
<tbody>${found.sections.map(
    (s) =>
      markup`<tr><td class="num">${rangeText(t, s.start, s.length)}</td>${pageStarts && markup`<td>${describePages(t, pagesOf(pageStarts, s.start, s.length))}</td>`}<td><span class="${s.ai ? 'sec-ai' : 'sec-human'}">${t.t(s.ai ? 'kind_ai' : 'kind_human')}</span></td><td class="num">${s.probability === undefined ? t.t('report_notGiven') : percentText(t, s.probability)}</td></tr>`,
  )}</tbody></table>
${
  found.phrases.length > 0 &&
  markup`<h3>${t.t('checks_phrasesHeading')}</h3>
<p class="muted">${t.t('checks_phraseStatistics')}</p>
<table data-testid="report-phrases"><thead><tr><th scope="col">${t.t('report_colPhrase')}</th><th scope="col">${t.t('report_colCharacters')}</th><th scope="col">${t.t('report_colAiPerMillion')}</th><th scope="col">${t.t('report_colHumanPerMillion')}</th><th scope="col">${t.t('report_colReading')}</th></tr></thead>
<tbody>${found.phrases.map(
    (p) =>
      markup`<tr><td dir="auto"><span class="phrase">${text.slice(p.start, p.start + p.length)}</span></td><td class="num">${rangeText(t, p.start, p.length)}</td><td class="num">${t.number(p.aiPerMillion)}</td><td class="num">${t.number(p.humanPerMillion)}</td><td>${phraseTipIn(t, p)}</td></tr>`,
  )}</tbody></table>`
}
${serviceFacts(record, result.modelVersion, t)}`;
}

function moderationPart(record: TextCheck, found: TextFindings, t: Translator): SafeHtml {
  const read = readTextResult(record);
  if (read?.kind !== 'moderation') return markup``;
  const text = record.input;
  const flags =
    found.flags.length === 0
      ? markup`<p data-testid="report-no-flags">${t.t('checks_moderationClear')}</p>`
      : markup`<table data-testid="report-flags"><thead><tr><th scope="col">${t.t('report_colLabel')}</th><th scope="col">${t.t('report_colCharacters')}</th><th scope="col">${t.t('report_colPassage')}</th></tr></thead>
<tbody>${found.flags.map(
          (f) =>
            markup`<tr><td>${flagName(t, f.label)}</td><td class="num">${rangeText(t, f.start, f.length)}</td><td dir="auto">${text.slice(f.start, f.start + f.length)}</td></tr>`,
        )}</tbody></table>`;
  return joinHtml([flags, serviceFacts(record, read.result.modelVersion, t)]);
}

/**
 * A group of text checks of one text: each check's figures, then the text whole with every mark,
 * the key to them, and the text's fingerprint.
 */
export async function textReport(records: readonly TextCheck[], t: Translator): Promise<SafeHtml> {
  const text = records[0]?.input ?? '';
  const found = textFindings(records);
  const parts = records.map(
    (record) =>
      markup`<h2>${t.t(CHECK_KIND_NAMES[record.kind])}</h2>
${record.status === 'done' ? (record.kind === 'ai-text' ? aiPart(record, found, t) : moderationPart(record, found, t)) : failedNote(record, t)}`,
  );
  return markup`${parts}
<h2>${t.t('report_textHeading')}</h2>
${markLegend(found, t)}
${markedText(text, found, t)}
<h2>${t.t('report_fingerprintHeading')}</h2>
<p class="fingerprint" data-testid="report-fingerprint">${await textFingerprint(text)}</p>
<p class="muted">${t.t('report_fingerprintHelp')}</p>`;
}
