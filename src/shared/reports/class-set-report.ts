import type { BatchView } from '../batches/batch-record.ts';
import { batchTotals } from '../batches/batch-cost.ts';
import { CHECK_KIND_NAMES } from '../checks/check-kind-names.ts';
import type { CheckRecord } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import type { Report, ReportOptions } from './build-report.ts';
import { classSetFile } from './class-set-file.ts';
import { classSetTable, fileAnchor } from './class-set-table.ts';
import { markup, type SafeHtml } from './escape-html.ts';
import { factList, settingsFacts, whenText } from './report-facts.ts';
import { reportFileName } from './report-filename.ts';
import { reportPage } from './report-page.ts';
import { readingNote } from './reading-note.ts';

/** Credits the set's finished checks cost (answers from history and sandbox ones cost none). */
function creditsSpent(records: readonly CheckRecord[]): number {
  return records.reduce(
    (sum, r) =>
      r.status === 'done' && !r.cachedFrom && !r.settings.sandbox ? sum + (r.credits ?? 0) : sum,
    0,
  );
}

/** One check of each kind: every row of a set is sent with the same settings, at Start. */
function oneOfEachKind(records: readonly CheckRecord[]): CheckRecord[] {
  const seen = new Map<CheckRecord['kind'], CheckRecord>();
  for (const record of records) if (!seen.has(record.kind)) seen.set(record.kind, record);
  return [...seen.values()];
}

function totalsFacts(batch: BatchView, records: readonly CheckRecord[], t: Translator): SafeHtml {
  const totals = batchTotals(batch.rows, batch.plagiarism === true);
  const done = batch.rows.filter((r) => r.status === 'done').length;
  return factList([
    [t.t('classReport_files'), t.number(totals.files)],
    [t.t('batch_statusDone'), t.number(done)],
    [t.t('batch_statusFailed'), totals.failed > 0 ? t.number(totals.failed) : undefined],
    [t.t('classReport_words'), t.number(totals.words)],
    [t.t('report_credits'), t.plural('cost_credits', creditsSpent(records))],
  ]);
}

/**
 * A class set's report: what was asked and when, its table as the page shows it, a table of
 * contents, then one section per file as a text check's report shows one text, and the reading
 * note once. One self-contained HTML document in `t`'s language, linking only inside itself.
 * It is given the batch and its rows' check records (by row id), never settings: no key, token
 * or relay address can reach it.
 */
export async function buildClassSetReport(
  batch: BatchView,
  checks: ReadonlyMap<string, readonly CheckRecord[]>,
  t: Translator,
  options: ReportOptions,
): Promise<Report> {
  const recordsOf = (id: string): readonly CheckRecord[] => checks.get(id) ?? [];
  const all = batch.rows.flatMap((row) => recordsOf(row.id));
  const kinds = [...batch.kinds, ...(batch.plagiarism ? (['url-scan'] as const) : [])];
  const files: SafeHtml[] = [];
  // One file after another: each fingerprint's digest lets the page breathe between them.
  for (const [index, row] of batch.rows.entries()) {
    files.push(await classSetFile(row, index, recordsOf(row.id), t));
  }
  const title = t.t('classReport_title', t.plural('batch_files', batch.rows.length));
  const contents = batch.rows.map(
    (row, index) => markup`<li><a href="#${fileAnchor(index)}">${row.source.name}</a></li>`,
  );
  const body = markup`<header><h1>${title}</h1></header>
<main>
<h2>${t.t('report_checkedHeading')}</h2>
${factList([
  [t.t('report_when'), whenText(t, batch.createdAt, options.timeZone)],
  [t.t('report_kinds'), t.list(kinds.map((kind) => t.t(CHECK_KIND_NAMES[kind])))],
])}
<h3>${t.t('report_settingsHeading')}</h3>
${settingsFacts(oneOfEachKind(all), t)}
<h2>${t.t('batch_title')}</h2>
${totalsFacts(batch, all, t)}
${classSetTable(batch, t)}
<nav aria-labelledby="contents"><h2 id="contents">${t.t('classReport_contents')}</h2>
<ol data-testid="class-contents">${contents}</ol></nav>
${files}
${readingNote(all, t)}
</main>
<footer class="muted">${t.t('report_madeBy', whenText(t, options.now, options.timeZone))}</footer>`;
  return {
    html: reportPage({ language: t.language, dir: t.dir, title, body }),
    filename: reportFileName(t.t('batch_title'), batch.createdAt),
  };
}
