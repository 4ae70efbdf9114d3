import { isTextCheck, type CheckRecord } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import { markup, type SafeHtml } from './escape-html.ts';
import { checkedFacts, checkedName, settingsFacts, whenText } from './report-facts.ts';
import { reportFileName } from './report-filename.ts';
import { reportPage } from './report-page.ts';
import { readingNote } from './reading-note.ts';
import { textReport } from './text-report.ts';
import { otherKindReport } from './other-kind-report.ts';

export interface ReportOptions {
  /** The zone dates are written in (the reader's own when absent); tests fix it. */
  timeZone?: string;
  /** When the report is made (its foot says so). */
  now: number;
}

export interface Report {
  html: string;
  filename: string;
}

/**
 * A report of one request's checks (a text's AI and moderation checks, or one image's or video's
 * check) as history keeps them: one self-contained HTML document in `t`'s language. It is given
 * records and words only, never settings: no key, token or relay address can reach it.
 */
export async function buildReport(
  records: readonly CheckRecord[],
  t: Translator,
  options: ReportOptions,
): Promise<Report> {
  const first = records[0];
  if (!first) throw new Error('A report needs at least one check.');
  const name = checkedName(first, t);
  const texts = records.filter(isTextCheck);
  const results: SafeHtml[] = [];
  if (texts.length) results.push(await textReport(texts, t));
  for (const record of records)
    if (!isTextCheck(record)) results.push(await otherKindReport(record, t));
  const title = t.t('report_title', name);
  const body = markup`<header><h1>${title}</h1></header>
<main>
<h2>${t.t('report_checkedHeading')}</h2>
${checkedFacts(records, t, options.timeZone)}
<h3>${t.t('report_settingsHeading')}</h3>
${settingsFacts(records, t)}
${results}
${readingNote(records, t)}
</main>
<footer class="muted">${t.t('report_madeBy', whenText(t, options.now, options.timeZone))}</footer>`;
  return {
    html: reportPage({ language: t.language, dir: t.dir, title, body }),
    filename: reportFileName(name, first.createdAt),
  };
}
