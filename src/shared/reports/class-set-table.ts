import type { BatchView } from '../batches/batch-record.ts';
import {
  aiWords,
  labelsWords,
  leftOutWords,
  plagiarismWords,
  statusWords,
} from './batch-row-words.ts';
import type { MessageKey, Translator } from '../i18n/translator.ts';
import { markup, type SafeHtml } from './escape-html.ts';
import { rowFailureWords } from './row-failure-words.ts';

/** The in-page anchor of a file's section: by its place, so equal names never share one. */
export const fileAnchor = (index: number): string => `file-${index + 1}`;

const head = (t: Translator, key: MessageKey, numeric = false): SafeHtml =>
  markup`<th scope="col"${numeric && markup` class="num"`}>${t.t(key)}</th>`;

/**
 * The class set's table as its page shows it, in the batch's own order: a file's name (a link
 * to its section) and what its reader left out, its words, AI share, moderation labels, the
 * plagiarism score when scans were asked, its status and why it failed.
 */
export function classSetTable(batch: BatchView, t: Translator): SafeHtml {
  const scanned = batch.plagiarism === true;
  const rows = batch.rows.map((row, index) => {
    const leftOut = leftOutWords(row, t);
    const reason = rowFailureWords(row, t);
    return markup`<tr data-testid="batch-row" data-status="${row.status}">
<th scope="row"><a href="#${fileAnchor(index)}" class="file-name">${row.source.name}</a>${leftOut && markup`<br><span class="muted" data-testid="batch-left-out">${leftOut}</span>`}</th>
<td class="num" data-testid="batch-words">${row.words === undefined ? '' : t.number(row.words)}</td>
<td class="num" data-testid="batch-ai">${aiWords(row, t) ?? ''}</td>
<td data-testid="batch-labels">${labelsWords(row, t) ?? ''}</td>
${scanned && markup`<td class="num" data-testid="batch-plagiarism">${plagiarismWords(row, t) ?? ''}</td>`}
<td data-testid="batch-status">${statusWords(row, t)}${reason && markup`<br><span data-testid="batch-reason">${reason}</span>`}</td>
</tr>`;
  });
  return markup`<table data-testid="batch-table"><caption>${t.t('batch_tableLabel')}</caption>
<thead><tr>${head(t, 'batch_colName')}${head(t, 'batch_colWords', true)}${head(t, 'batch_colAi', true)}${head(t, 'batch_colLabels')}${scanned && head(t, 'batch_colPlagiarism', true)}${head(t, 'batch_colStatus')}</tr></thead>
<tbody>${rows}</tbody></table>`;
}
