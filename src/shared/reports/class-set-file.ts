import type { BatchRowView } from '../batches/batch-record.ts';
import { leftOutWords, statusWords } from './batch-row-words.ts';
import { isTextCheck, type CheckRecord } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import { demoteHeadings } from './demote-headings.ts';
import { markup, type SafeHtml } from './escape-html.ts';
import { otherKindReport } from './other-kind-report.ts';
import { factList } from './report-facts.ts';
import { fileAnchor } from './class-set-table.ts';
import { rowFailureWords } from './row-failure-words.ts';
import { textReport } from './text-report.ts';

/**
 * One file of a class set: its state, then its checks as a text check's report shows them (the
 * text whole with its marks, sections, phrases, moderation, fingerprint) and its plagiarism scan,
 * one heading level under the file's. A file never checked says so and why.
 */
export async function classSetFile(
  row: BatchRowView,
  index: number,
  records: readonly CheckRecord[],
  t: Translator,
): Promise<SafeHtml> {
  const id = fileAnchor(index);
  const texts = records.filter(isTextCheck);
  const others = records.filter((r) => !isTextCheck(r));
  const parts: SafeHtml[] = [];
  if (texts.length) parts.push(demoteHeadings(await textReport(texts, t)));
  for (const record of others) parts.push(demoteHeadings(await otherKindReport(record, t)));
  const facts = factList([
    [t.t('batch_colStatus'), statusWords(row, t)],
    [t.t('batch_colReason'), rowFailureWords(row, t)],
    [t.t('batch_colWords'), row.words === undefined ? undefined : t.number(row.words)],
    [t.t('classReport_leftOut'), leftOutWords(row, t)],
  ]);
  return markup`<section class="class-file" id="${id}" aria-labelledby="${id}-name" data-testid="class-file">
<h2 id="${id}-name">${t.number(index + 1)}. <span class="file-name">${row.source.name}</span></h2>
${facts}
${parts.length ? parts : markup`<p data-testid="class-file-unchecked">${t.t('classReport_notChecked')}</p>`}
<p class="back"><a href="#contents">${t.t('classReport_backToContents')}</a></p>
</section>`;
}
