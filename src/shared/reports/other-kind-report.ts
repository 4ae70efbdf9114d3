import type { CheckRecord } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import { html, type SafeHtml } from './escape-html.ts';
import { failedNote } from './failed-note.ts';
import { REPORT_KIND_NAMES, serviceFacts } from './report-facts.ts';

/** One check of an image, a video or a scan: its findings, then what the service said of it. */
export async function otherKindReport(record: CheckRecord, t: Translator): Promise<SafeHtml> {
  const heading = html`<h2>${t.t(REPORT_KIND_NAMES[record.kind])}</h2>`;
  if (record.status !== 'done') return html`${heading}${failedNote(record, t)}`;
  const model =
    record.kind === 'ai-image' || record.kind === 'object-detection'
      ? record.result?.modelVersion
      : undefined;
  return html`${heading}${serviceFacts(record, model, t)}`;
}
