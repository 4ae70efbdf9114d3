import type { CheckRecord } from '../checks/check-record.ts';
import type { MessageKey, Translator } from '../i18n/translator.ts';
import { labelName } from '../messages/page-words.ts';
import { moderationLabel } from '../text-checks/moderation-labels.ts';
import { CHECK_KIND_NAMES } from '../checks/check-kind-names.ts';
import { markup, joinHtml, type HtmlValue, type SafeHtml } from './escape-html.ts';

const SENSITIVITY: Record<1 | 2 | 3, MessageKey> = {
  1: 'settings_sensitivityLow',
  2: 'settings_sensitivityNormal',
  3: 'settings_sensitivityHigh',
};

/** Rows of a definition list; a row with no value is left out. */
export function factList(rows: readonly [string, HtmlValue][]): SafeHtml {
  const kept = rows.filter(([, value]) => value !== undefined && value !== '');
  return markup`<dl class="facts">${kept.map(([name, value]) => markup`<dt>${name}</dt><dd>${value}</dd>`)}</dl>`;
}

/** The checked thing's name: its page's title, its file's name, or "pasted text". */
export function checkedName(record: CheckRecord, t: Translator): string {
  if (record.kind === 'ai-video')
    return record.video.label ?? record.source.title ?? record.video.src;
  if (record.source.origin === 'pasted') return t.t('checks_originPasted');
  return record.source.title ?? record.source.url ?? t.t(`checks_originPage`);
}

/** The address of the image or video checked; an embedded (data:) one is not written out. */
function mediaAddress(record: CheckRecord): string | undefined {
  const src =
    record.kind === 'ai-video'
      ? record.video.src
      : record.kind === 'ai-image' ||
          record.kind === 'image-plagiarism' ||
          record.kind === 'object-detection'
        ? (record.imageSrc ?? record.image?.src)
        : undefined;
  return src && !src.startsWith('data:') ? src : undefined;
}

/** A date and time with its time zone, the reader's way. */
export const whenText = (t: Translator, ms: number, timeZone: string | undefined): string =>
  t.date(ms, {
    dateStyle: 'long',
    timeStyle: 'long',
    ...(timeZone === undefined ? {} : { timeZone }),
  });

/** What was checked, where and when, and which checks were asked. */
export function checkedFacts(
  records: readonly CheckRecord[],
  t: Translator,
  timeZone: string | undefined,
): SafeHtml {
  const first = records[0]!;
  const { source } = first;
  const pages = source.pdfPageStarts?.length;
  return factList([
    [t.t('report_what'), checkedName(first, t)],
    [t.t('report_address'), source.url],
    [
      t.t(first.kind === 'ai-video' ? 'report_videoFile' : 'image_checkedImage'),
      mediaAddress(first),
    ],
    [t.t('report_frame'), source.frameId !== undefined ? source.frameUrl : undefined],
    [t.t('report_pdfPages'), pages === undefined ? undefined : t.number(pages)],
    [t.t('report_when'), whenText(t, first.createdAt, timeZone)],
    [t.t('report_kinds'), t.list(records.map((r) => t.t(CHECK_KIND_NAMES[r.kind])))],
  ]);
}

function languageName(t: Translator, code: string): string {
  try {
    return new Intl.DisplayNames([t.language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The settings each check ran with (frozen into its record when it was asked). */
export function settingsFacts(records: readonly CheckRecord[], t: Translator): SafeHtml {
  const rows: [string, HtmlValue][] = [];
  for (const record of records) {
    if (record.kind === 'ai-text') {
      const { sensitivity, language } = record.settings;
      rows.push([
        t.t('settings_sensitivity'),
        sensitivity === undefined ? t.t('report_notGiven') : t.t(SENSITIVITY[sensitivity]),
      ]);
      rows.push([
        t.t('settings_aiLanguage'),
        language === undefined ? t.t('settings_aiLanguageAuto') : languageName(t, language),
      ]);
    } else if (record.kind === 'moderation') {
      const labels = (record.settings.labels ?? []).map((id) => {
        const known = moderationLabel(id);
        return known ? labelName(t, known.id) : id;
      });
      rows.push([t.t('settings_labels'), labels.length ? t.list(labels) : undefined]);
    } else if (record.kind === 'object-detection') {
      rows.push([t.t('checks_kindObjects'), t.list(record.settings.objects, 'plain')]);
    }
  }
  const sandbox = records.some((r) => r.settings.sandbox);
  return joinHtml([
    factList(rows),
    markup`<p>${t.t(sandbox ? 'settings_sandbox' : 'report_sandboxOff')}</p>`,
  ]);
}

/** What the service said of one check: its model, the id it was sent under, what it cost. */
export function serviceFacts(
  record: CheckRecord,
  modelVersion: string | undefined,
  t: Translator,
): SafeHtml {
  const credits = record.cachedFrom
    ? t.t('checks_fromHistory')
    : record.settings.sandbox
      ? t.t('checks_sandboxResult')
      : record.credits === undefined
        ? t.t('report_notGiven')
        : t.plural('cost_credits', record.credits);
  return factList([
    [t.t('report_model'), modelVersion],
    [t.t('report_scanId'), record.id],
    [t.t('report_credits'), credits],
  ]);
}
