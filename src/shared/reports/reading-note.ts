import type { CheckRecord } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import { markup, type SafeHtml } from './escape-html.ts';

/** What the figures mean and do not mean, for the kinds in the report, in plain words. */
export function readingNote(records: readonly CheckRecord[], t: Translator): SafeHtml {
  const any = (...kinds: CheckRecord['kind'][]) => records.some((r) => kinds.includes(r.kind));
  return markup`<section class="note" data-testid="report-note"><h2>${t.t('report_noteHeading')}</h2>
${any('ai-text') && markup`<p>${t.t('report_noteAi')}</p>`}
${any('ai-image', 'ai-video') && markup`<p>${t.t('report_noteMedia')}</p>`}
${any('ai-text') && markup`<p>${t.t('report_noteSections')}</p>`}
${any('moderation') && markup`<p>${t.t('report_noteModeration')}</p>`}
</section>`;
}
