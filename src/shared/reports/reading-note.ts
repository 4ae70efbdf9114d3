import type { CheckRecord } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import { markup, type SafeHtml } from './escape-html.ts';

/** What the figures mean and do not mean, for the kinds in the report, in plain words. */
export function readingNote(records: readonly CheckRecord[], t: Translator): SafeHtml {
  const kinds = new Set(records.map((r) => r.kind));
  const ai = kinds.has('ai-text') || kinds.has('ai-image') || kinds.has('ai-video');
  return markup`<section class="note" data-testid="report-note"><h2>${t.t('report_noteHeading')}</h2>
${ai && markup`<p>${t.t('report_noteAi')}</p>`}
${kinds.has('ai-text') && markup`<p>${t.t('report_noteSections')}</p>`}
${kinds.has('moderation') && markup`<p>${t.t('report_noteModeration')}</p>`}
</section>`;
}
